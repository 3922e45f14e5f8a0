// The library compiled to WebAssembly, run in a Web Worker so that the
// page never waits on it: the page posts {load} once, then {id, url} for
// each API address (with method and body, a Uint8Array, for a call that
// sends data), and gets {id, status, headers, body} back. In the
// folder export the module is the file mazekit.wasm beside this script; in
// the one-file page it comes inline, gzip-compressed and in base64.
"use strict";

if (typeof Go === "undefined") importScripts("wasm_exec.js");

let ready = null;

// fromBase64 decodes the inline module: natively where the browser can,
// else a byte at a time from atob's string.
function fromBase64(s) {
  if (Uint8Array.fromBase64) return Uint8Array.fromBase64(s);
  const str = atob(s);
  const out = new Uint8Array(str.length);
  for (let i = 0; i < str.length; i++) out[i] = str.charCodeAt(i);
  return out;
}

// load starts the module, compiling it while its bytes still arrive (or
// are still being unpacked) where the browser can; a web host that does
// not call the file application/wasm gets it compiled once it is whole.
async function load(src) {
  let resp;
  if (src.gz64) {
    const stream = new Blob([fromBase64(src.gz64)]).stream().pipeThrough(new DecompressionStream("gzip"));
    resp = new Response(stream, { headers: { "Content-Type": "application/wasm" } });
  } else {
    resp = await fetch(src.url);
  }
  const go = new Go();
  let instance;
  try {
    ({ instance } = await WebAssembly.instantiateStreaming(resp.clone(), go.importObject));
  } catch (err) {
    ({ instance } = await WebAssembly.instantiate(await resp.arrayBuffer(), go.importObject));
  }
  go.run(instance);
}

self.onmessage = async (e) => {
  const m = e.data;
  if (m.load) {
    ready = load(m.load);
    try {
      await ready;
      postMessage({ ready: true });
    } catch (err) {
      postMessage({ failed: String(err) });
    }
    return;
  }
  await ready;
  const r = await self.mazekitCall(m.url, m.method, m.body);
  const headers = {};
  for (const k of Object.keys(r.headers)) headers[k] = r.headers[k];
  postMessage({ id: m.id, status: r.status, headers, body: r.body }, [r.body.buffer]);
};
