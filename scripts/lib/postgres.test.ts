import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { foldersClosedToOthers } from './postgres.mjs';

describe('foldersClosedToOthers', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('names each folder on the way that other users cannot enter, nearest first; none once they are opened', () => {
    root = mkdtempSync(path.join(tmpdir(), 'kinbo-reach-')); // mkdtemp makes it 0700: closed to others
    const bin = path.join(root, 'pkg', 'bin');
    mkdirSync(bin, { recursive: true });
    chmodSync(path.join(root, 'pkg'), 0o750);
    chmodSync(bin, 0o755);
    const file = path.join(bin, 'initdb');
    writeFileSync(file, '');
    expect(foldersClosedToOthers(file)).toEqual([path.join(root, 'pkg'), root]);

    chmodSync(path.join(root, 'pkg'), 0o755);
    chmodSync(root, 0o711);
    expect(foldersClosedToOthers(file)).toEqual([]);
  });
});
