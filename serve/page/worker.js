// The library compiled to WebAssembly, run in a Web Worker so that the
// page never waits on it: the page posts {load} once, then {id, url} for
// each API address ({id, url, method: "POST", body} with a picture sent),
// and gets {id, status, headers, body} back. In the
// folder export the module is the file mazekit.wasm beside this script; in
// the one-file page it comes inline, gzip-compressed and in base64.
"use strict";

if (typeof Go === "undefined") importScripts("wasm_exec.js");

let ready = null;

async function load(src) {
  let bytes;
  if (src.gz64) {
    const bin = Uint8Array.from(atob(src.gz64), (c) => c.charCodeAt(0));
    const stream = new Blob([bin]).stream().pipeThrough(new DecompressionStream("gzip"));
    bytes = await new Response(stream).arrayBuffer();
  } else {
    bytes = await (await fetch(src.url)).arrayBuffer();
  }
  const go = new Go();
  const { instance } = await WebAssembly.instantiate(bytes, go.importObject);
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
  const r = await self.mazekitCall(m.url, m.method || "GET", m.body);
  const headers = {};
  for (const k of Object.keys(r.headers)) headers[k] = r.headers[k];
  postMessage({ id: m.id, status: r.status, headers, body: r.body }, [r.body.buffer]);
};
