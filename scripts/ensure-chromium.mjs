// Makes sure the browser tests have a Chromium: CHROMIUM_PATH, else /usr/bin/chromium, else
// (as root on Debian) installs Debian's chromium package; otherwise says how to get one.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const wanted = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(wanted)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!process.env.CHROMIUM_PATH && isRoot && existsSync('/etc/debian_version')) {
  console.log('Chromium not found: installing Debian’s chromium package (apt-get install -y chromium)…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (existsSync('/usr/bin/chromium')) process.exit(0);
}
console.error(
  `Chromium was not found at ${wanted}: install it (on Debian or Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium executable.`,
);
process.exit(1);
