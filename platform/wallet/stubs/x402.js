// Stand-in for the optional @x402/* peers of @coinbase/cdp-sdk (pulled in through
// rainbowkit -> @wagmi/connectors -> @base-org/account). We never use x402 payments; the
// packages are absent from the registry here, so the bundler resolves them to this stub.
export function toClientEvmSigner() {
  throw new Error('x402 is not available in this build');
}
export default {};
