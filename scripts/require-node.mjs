// Fails fast when the runtime is older than the Node.js the project pins (see .nvmrc).
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Meridian needs Node.js 24 or newer, but this is ${process.version}.\n` +
      'Run it through npm (npm start, npm test, npm run …): npm puts the pinned Node 24 from devDependencies first on the PATH.',
  );
  process.exit(1);
}
