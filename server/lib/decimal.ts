/**
 * Decimal strings as PostgreSQL numeric returns them ("12.500000000000000000") turned into the
 * short form the API sends ("12.5"). Pure string work: money never becomes a float.
 */
export function formatDecimal(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '0';
  const trimmed = value.trim();
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) throw new Error(`Not a decimal string: ${value}`);
  const negative = trimmed.startsWith('-');
  const unsigned = negative ? trimmed.slice(1) : trimmed;
  const [intPartRaw, fracRaw = ''] = unsigned.split('.') as [string, string?];
  const intPart = intPartRaw.replace(/^0+(?=\d)/, '');
  const frac = fracRaw.replace(/0+$/, '');
  const body = frac ? `${intPart}.${frac}` : intPart;
  return negative && body !== '0' ? `-${body}` : body;
}
