// The floor of `npm run measure`: a hello-world App Router page, exported as the app is (static
// export, webpack), with none of KinBo's providers, messages or CSS. What it scores is the most any
// page of this framework can score on the machine measuring.
/** @type {import('next').NextConfig} */
const floorConfig = { output: 'export', reactStrictMode: true };

export default floorConfig;
