// Hardhat 2 config for the local chains started by scripts/chain.mjs. One Node process runs one chain;
// the chain id comes from KINBO_CHAIN_ID (56 = BNB Smart Chain stand-in, 137 = Polygon stand-in).
// Contracts are compiled by contracts/compile.mjs with solc, not by Hardhat.
const localChain = require('../shared/chain/local-chain.json');

const chainId = Number(process.env.KINBO_CHAIN_ID || 56);
if (chainId !== 56 && chainId !== 137) {
  throw new Error(`KINBO_CHAIN_ID must be 56 or 137, got ${process.env.KINBO_CHAIN_ID}`);
}

/** @type {import('hardhat/types').HardhatUserConfig} */
module.exports = {
  defaultNetwork: 'hardhat',
  networks: {
    hardhat: {
      chainId,
      // BSC and Polygon both run the Prague (Pectra) rule set.
      hardfork: 'prague',
      // Every transaction is mined at once, so a wallet's receipt arrives on the next poll.
      mining: { auto: true, interval: 0 },
      accounts: {
        mnemonic: localChain.mnemonic,
        count: localChain.accountCount,
        accountsBalance: '10000000000000000000000', // 10,000 native coins each for gas
      },
      loggingEnabled: process.env.KINBO_CHAIN_LOG === '1',
    },
  },
  paths: {
    // Hardhat's own cache and artifacts folders (unused; both are git-ignored).
    cache: './cache',
    artifacts: './artifacts/hardhat',
  },
};
