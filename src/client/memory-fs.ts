// node:fs, node:path, node:os and the rest of what the content check touches, for the browser:
// the form runs the same check as `npm run check` (src/admin/form-check.ts) on a content folder
// held in memory, filled from the site's snapshot of the content (/admin/content.json). Only the
// calls the check makes are here; the bundler maps the node: modules to this file
// (src/lib/client-bundle.ts).

const files = new Map<string, Uint8Array>();
const encoder = new TextEncoder();

/** Node's path.normalize for POSIX paths: absolute stays absolute, relative stays relative. */
const normalizePath = (file: string): string => {
  const parts: string[] = [];
  for (const part of file.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === ".." && parts.length > 0 && parts.at(-1) !== "..") parts.pop();
    else if (part !== ".." || !file.startsWith("/")) parts.push(part);
  }
  return file.startsWith("/") ? `/${parts.join("/")}` : parts.join("/") || ".";
};
/** A file's key in memory: absolute, from the root. */
const normalize = (file: string): string => normalizePath(file.startsWith("/") ? file : `/${file}`);
const isFolder = (dir: string) => {
  const prefix = dir === "/" ? "/" : `${dir}/`;
  for (const name of files.keys()) if (name.startsWith(prefix)) return true;
  return false;
};
const missing = (file: string) => Object.assign(new Error(`ENOENT: no such file or directory, '${file}'`), { code: "ENOENT" });

/** Replaces everything below `root` with `contents` (paths relative to it, text). */
export function fillFolder(root: string, contents: Record<string, string>): void {
  rmSync(root);
  for (const [name, text] of Object.entries(contents)) writeFileSync(`${root}/${name}`, text);
}

/** A file or a folder: the memory holds nothing else. */
const stats = (file: boolean, size: number) => ({
  size,
  isFile: () => file,
  isDirectory: () => !file,
  isSymbolicLink: () => false,
  isFIFO: () => false,
  isCharacterDevice: () => false,
  isBlockDevice: () => false,
  isSocket: () => false,
});
type Stats = ReturnType<typeof stats>;

export function lstatSync(file: string, options?: { throwIfNoEntry?: boolean }): Stats | undefined {
  const name = normalize(file);
  const bytes = files.get(name);
  if (bytes) return stats(true, bytes.length);
  if (isFolder(name)) return stats(false, 0);
  if (options?.throwIfNoEntry === false) return undefined;
  throw missing(file);
}
export const statSync = lstatSync;
export const existsSync = (file: string): boolean => lstatSync(file, { throwIfNoEntry: false }) !== undefined;
export const realpathSync = (file: string): string => normalize(file);

export function readdirSync(dir: string): string[] {
  const prefix = `${normalize(dir)}/`.replace(/^\/\/$/, "/");
  const names = new Set<string>();
  for (const name of files.keys()) if (name.startsWith(prefix)) names.add(name.slice(prefix.length).split("/")[0]!);
  if (names.size === 0 && !files.has(normalize(dir))) throw missing(dir);
  return [...names].sort();
}

export function readFileSync(file: string): string {
  const bytes = files.get(normalize(file));
  if (!bytes) throw missing(file);
  return new TextDecoder().decode(bytes);
}

export function writeFileSync(file: string, text: string | Uint8Array): void {
  files.set(normalize(file), typeof text === "string" ? encoder.encode(text) : text);
}

export function rmSync(file: string): void {
  const name = normalize(file);
  files.delete(name);
  for (const key of [...files.keys()]) if (key.startsWith(`${name}/`)) files.delete(key);
}

export function cpSync(from: string, to: string, options?: { filter?: (source: string) => boolean }): void {
  const source = normalize(from);
  for (const [name, bytes] of [...files]) {
    if ((name === source || name.startsWith(`${source}/`)) && (options?.filter?.(name) ?? true)) files.set(normalize(`${to}/${name.slice(source.length)}`), bytes);
  }
}

let temporary = 0;
export const mkdtempSync = (prefix: string): string => `${prefix}${++temporary}`;
export const tmpdir = (): string => "/tmp";

// Reading by descriptor, as read-json.ts reads (to refuse pipes and devices on a real disk).
const open = new Map<number, { bytes: Uint8Array; at: number }>();
let descriptors = 2;
export const constants = { O_RDONLY: 0, O_NONBLOCK: 0 };
export function openSync(file: string): number {
  const bytes = files.get(normalize(file));
  if (!bytes) throw missing(file);
  open.set(++descriptors, { bytes, at: 0 });
  return descriptors;
}
export const fstatSync = (fd: number): Stats => stats(true, open.get(fd)!.bytes.length);
/** Reads from the file's current position (`position` null, as the check reads). */
export function readSync(fd: number, buffer: Uint8Array, offset: number, length: number): number {
  const file = open.get(fd)!;
  const bytes = file.bytes.subarray(file.at, file.at + length);
  buffer.set(bytes, offset);
  file.at += bytes.length;
  return bytes.length;
}
export const closeSync = (fd: number): void => void open.delete(fd);

// node:path, POSIX only.
const path = {
  sep: "/",
  join: (...parts: string[]) => normalizePath(parts.filter(Boolean).join("/")),
  resolve: (...parts: string[]) => normalize(parts.reduce((all, part) => (part.startsWith("/") ? part : `${all}/${part}`), "/")),
  isAbsolute: (file: string) => file.startsWith("/"),
  basename: (file: string, ext?: string) => {
    const base = file.split("/").filter(Boolean).pop() ?? "";
    return ext && base.endsWith(ext) ? base.slice(0, -ext.length) : base;
  },
  relative: (from: string, to: string) => {
    const a = normalize(from).split("/").filter(Boolean);
    const b = normalize(to).split("/").filter(Boolean);
    let i = 0;
    while (i < a.length && a[i] === b[i]) i++;
    return [...a.slice(i).map(() => ".."), ...b.slice(i)].join("/");
  },
};
export default path;

// What the check's modules import but never call in the browser.
export const createHash = (): never => {
  throw new Error("createHash is not available in the form editor");
};
export const createRequire = () => Object.assign(() => ({}), { resolve: (name: string) => `/node_modules/${name}` });

// The globals the check's modules use (injected by the bundler in place of Node's).
export const Buffer = { allocUnsafe: (size: number) => new Uint8Array(size) };
export const process = { cwd: () => "/", env: {} };
