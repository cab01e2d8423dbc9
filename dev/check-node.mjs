// `npm install`'s preinstall: one line about the Node that runs npm, in place of npm's engine
// warnings (hidden by .npmrc). Plain JavaScript for any Node. npm runs this script with the
// `node` package's Node 22 first on PATH, so the installing Node is read from npm's user agent
// ("npm/11.19.1 node/v20.20.2 linux x64 …").
const agent = process.env.npm_config_user_agent ?? '';
const found = /\bnode\/v(\d+)\.(\d+)\.(\d+)/.exec(agent);
if (found) {
  const [major, minor] = [Number(found[1]), Number(found[2])];
  const version = `v${found[1]}.${found[2]}.${found[3]}`;
  if (major < 20) {
    console.log(
      `[install] Node ${version} runs this npm install; it is tested with Node 20 or newer. If it fails, install with Node 20+ (the project itself runs on the Node 22 the install brings).`,
    );
  } else if (major !== 22 || minor < 12) {
    console.log(
      `[install] Node ${version} runs this npm install: fine. npm start, npm test and every npm script run on Node 22 (the \`node\` package this install brings), as package.json's engines ask.`,
    );
  }
}
