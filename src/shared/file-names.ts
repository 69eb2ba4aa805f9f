/** Directional formatting (bidi overrides, embeddings, isolates, marks) that can disguise a name. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Unpaired UTF-16 surrogates. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f"]/g;

/**
 * A file name as Procura keeps it: no path, no control or bidi-override characters, no unpaired
 * surrogates, no surrounding blanks, at most 255 characters. It is only ever stored and shown,
 * never used as a path.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base.replace(CONTROL, '').replace(BIDI, '').replace(LONE_SURROGATE, '').trim().slice(-255);
}
