/**
 * `npm run kit:pack -- <dir>`: the conformance kit as one npm package a backend team runs from an
 * empty folder. The kit, the contract, the ledger library (with @noble/hashes and @noble/curves)
 * and zod are bundled into one Node ESM file (Vite's SSR build, nothing external but Node's built-ins), next to a package.json with a `bin` and no dependencies;
 * `npm pack` writes the tarball into <dir> and this prints its path. Then, anywhere:
 * `npx --yes <dir>/octoss-conformance-kit-<version>.tgz --base https://sandbox.example.com`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const kitDir = fileURLToPath(new URL('.', import.meta.url));
const manifest = JSON.parse(readFileSync(join(kitDir, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  description: string;
  bin: Record<string, string>;
  engines: Record<string, string>;
  license: string;
};
const [command, file] = Object.entries(manifest.bin)[0]!;

const readme = `# ${manifest.name}

${manifest.description}

    npx --yes ./${manifest.name.replace(/^@/, '').replace('/', '-')}-${manifest.version}.tgz --base https://sandbox.example.com
    npx --yes <tarball> --help

It signs in with the sandbox account (--email, --code) or a given --token, runs the contract's
checks over HTTP and prints one line per endpoint, every failure (endpoint, check, the guide's rule,
what was expected and what came back), the endpoints the server does not implement and the skipped
checks, then \`N passed, N failed, N not implemented, N skipped\`. Exit status: 0 when no check
failed, 1 when one did, 2 on a usage error or an unreachable server. No dependencies: the contract,
the ledger proof's verifier and zod are bundled.
`;

/** Builds the package into `outDir` and returns the tarball's path. */
export async function packKit(outDir: string): Promise<string> {
  const staging = mkdtempSync(join(tmpdir(), 'octoss-kit-'));
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      resolve: { alias: { '@octoss/contract': fileURLToPath(new URL('../contract', import.meta.url)) } },
      ssr: { noExternal: true, target: 'node' },
      build: {
        ssr: join(kitDir, 'cli.ts'),
        outDir: staging,
        emptyOutDir: false,
        target: 'node20',
        minify: false,
        rollupOptions: {
          output: { format: 'es', entryFileNames: file!.replace(/^\.\//, ''), banner: '#!/usr/bin/env node' },
        },
      },
    });
    const packageJson = {
      name: manifest.name,
      version: manifest.version,
      description: manifest.description,
      type: 'module',
      bin: { [command]: file },
      files: [file!.replace(/^\.\//, ''), 'README.md'],
      engines: manifest.engines,
      license: manifest.license,
    };
    writeFileSync(join(staging, 'package.json'), `${JSON.stringify(packageJson, null, 2)}\n`);
    writeFileSync(join(staging, 'README.md'), readme);
    mkdirSync(resolve(outDir), { recursive: true });
    const output = execFileSync('npm', ['pack', '--json', '--pack-destination', resolve(outDir)], {
      cwd: staging,
      encoding: 'utf8',
      env: { ...process.env, npm_config_update_notifier: 'false', npm_config_fund: 'false' },
    });
    const [packed] = JSON.parse(output) as { filename: string }[];
    return join(resolve(outDir), packed!.filename);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (isMain) {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error('Usage: npm run kit:pack -- <dir>');
    process.exit(2);
  }
  console.log(await packKit(outDir));
}
