// The files the running floor pass writes, set by build.js before each pass.
let current = [];

export function setFiles(files) {
  current = files;
}

export function currentFiles() {
  return current;
}
