// The page without a server: the static build loads the library compiled
// to WebAssembly (mazekit.wasm, run by Go's wasm_exec.js) and answers the
// page's API calls with it, so the page works from any static web host or
// a folder on a USB stick served as files.
"use strict";

const mazekitReady = (async () => {
  const go = new Go();
  let result;
  try {
    result = await WebAssembly.instantiateStreaming(fetch("mazekit.wasm"), go.importObject);
  } catch (e) {
    // A host that does not send application/wasm: compile from the bytes.
    const bytes = await (await fetch("mazekit.wasm")).arrayBuffer();
    result = await WebAssembly.instantiate(bytes, go.importObject);
  }
  go.run(result.instance);
})();

// mazekitLocal answers an API address as the server would, as a Response.
window.mazekitLocal = async (url) => {
  await mazekitReady;
  const r = await window.mazekitCall(url);
  return new Response(r.body, { status: r.status, headers: r.headers });
};

// mazekitDownload makes a download link's file in the page and saves it
// under the name the API gives it.
window.mazekitDownload = async (e, a) => {
  e.preventDefault();
  const resp = await window.mazekitLocal(a.getAttribute("href"));
  if (!resp.ok) return;
  const m = (resp.headers.get("Content-Disposition") || "").match(/filename="([^"]+)"/);
  const save = document.createElement("a");
  save.href = URL.createObjectURL(await resp.blob());
  save.download = m ? m[1] : "mazekit";
  document.body.appendChild(save);
  save.click();
  save.remove();
  setTimeout(() => URL.revokeObjectURL(save.href), 60000);
};
