/**
 * Optional programs the app calls on this machine, and what is lost without them (issue 17): start-up names the
 * missing ones in one line, and base/config/info tells the web app, so the contract page can say before the user
 * picks a file that .doc cannot be converted here. Looked up once per process on PATH, like spawn would.
 */
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';

export interface MissingTool {
  tool: string;
  /** The feature that does not work without it, as a lawyer would name it. */
  feature: string;
}

export interface SystemTools {
  /** .doc uploads are converted to .docx with LibreOffice (server/convert/doc-to-docx.ts). */
  docConversion: boolean;
  missing: MissingTool[];
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** True when `command` (a path, or a name looked up on PATH) can be spawned. */
export function commandExists(command: string, envPath: string = process.env.PATH ?? ''): boolean {
  if (command.includes('/')) return isExecutable(path.resolve(command));
  return envPath
    .split(path.delimiter)
    .filter(Boolean)
    .some((dir) => isExecutable(path.join(dir, command)));
}

const cache = new Map<string, SystemTools>();

/** Which optional tools this server has (cached per setting). */
export function detectSystemTools(env: { SOFFICE_PATH: string }): SystemTools {
  const hit = cache.get(env.SOFFICE_PATH);
  if (hit) return hit;
  const docConversion = commandExists(env.SOFFICE_PATH);
  const missing: MissingTool[] = [];
  if (!docConversion) missing.push({ tool: `LibreOffice (${env.SOFFICE_PATH})`, feature: '.doc 合同上传（转换为 .docx）' });
  const tools = { docConversion, missing };
  cache.set(env.SOFFICE_PATH, tools);
  return tools;
}
