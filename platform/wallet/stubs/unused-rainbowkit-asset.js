// Stands in for RainbowKit's translations and chain icons the app never shows (next.config.mjs): one
// module instead of ~45 lazily loaded chunks, each of which cost an entry in the webpack runtime every
// page loads first. Never loaded by the app: its wallet speaks five of RainbowKit's languages and
// knows BNB Smart Chain and Polygon only.
export default '';
