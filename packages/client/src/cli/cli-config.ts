import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';

// Where `safc login` keeps the registry and the API token: ~/.config/safc/config.json (SAFC_CONFIG names
// another file), readable by its owner only. SAFC_REGISTRY, SAFC_TOKEN and SAFC_COMPANY override it (CI jobs).

export interface CliConfig {
  registry?: string;
  token?: string;
  companyId?: string;
}

export const configFile = (): string =>
  process.env.SAFC_CONFIG ??
  path.join(process.env.XDG_CONFIG_HOME ?? path.join(homedir(), '.config'), 'safc', 'config.json');

export async function readCliConfig(): Promise<CliConfig> {
  const stored: CliConfig = await readFile(configFile(), 'utf8')
    .then((text): CliConfig => JSON.parse(text) as CliConfig)
    .catch((): CliConfig => ({}));
  return {
    registry: process.env.SAFC_REGISTRY ?? stored.registry,
    token: process.env.SAFC_TOKEN ?? stored.token,
    companyId: process.env.SAFC_COMPANY ?? stored.companyId,
  };
}

export async function writeCliConfig(config: CliConfig): Promise<string> {
  const file = configFile();
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return file;
}
