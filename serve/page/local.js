// The page without a server: the library compiled to WebAssembly answers
// the page's API calls in a Web Worker (worker.js), so the page works from
// any static web host, a folder, or one HTML file opened from disk, and
// never freezes while a big handout is made.
"use strict";

const mazekitWorker = { w: null, next: 1, pending: new Map(), ready: null };

// startWorker starts the library in a new worker: from worker.js beside
// the page, or in the one-file page from the script inline in it.
function startWorker() {
  const inline = document.getElementById("mazekit-worker");
  const w = inline
    ? new Worker(URL.createObjectURL(new Blob([inline.textContent], { type: "text/javascript" })))
    : new Worker("worker.js");
  const wasm = document.getElementById("mazekit-wasm");
  mazekitWorker.w = w;
  mazekitWorker.ready = new Promise((resolve, reject) => {
    w.onmessage = (e) => {
      const m = e.data;
      if (m.ready) return resolve();
      if (m.failed) return reject(new Error(m.failed));
      const p = mazekitWorker.pending.get(m.id);
      if (!p) return;
      mazekitWorker.pending.delete(m.id);
      p.resolve(new Response(m.body, { status: m.status, headers: m.headers }));
    };
    w.onerror = (e) => reject(new Error(e.message || "the maze maker did not start"));
  });
  w.postMessage({ load: wasm ? { gz64: wasm.textContent.trim() } : { url: new URL("mazekit.wasm", location.href).href } });
}

startWorker();

// From a web host, a service worker keeps the page's files so that it
// opens again with no network (a page opened from disk needs none).
if ("serviceWorker" in navigator && location.protocol.startsWith("http")) {
  navigator.serviceWorker.register("sw.js").catch(() => {});
}

// mazekitLocal answers an API address as the server would, as a Response;
// body, when given, is a picture sent (a Uint8Array) as the server takes
// it in a POST. An aborted signal rejects it (the worker still finishes
// the work).
window.mazekitLocal = async (url, signal, body) => {
  await mazekitWorker.ready;
  return new Promise((resolve, reject) => {
    const id = mazekitWorker.next++;
    mazekitWorker.pending.set(id, { resolve, reject });
    mazekitWorker.w.postMessage(body ? { id, url, method: "POST", body } : { id, url });
    if (signal) {
      signal.addEventListener("abort", () => {
        if (mazekitWorker.pending.delete(id)) reject(new DOMException("aborted", "AbortError"));
      });
    }
  });
};

// mazekitCancel stops the work in hand: the worker is ended and a new one
// started, and every answer awaited is cancelled.
window.mazekitCancel = () => {
  mazekitWorker.w.terminate();
  for (const p of mazekitWorker.pending.values()) p.reject(new DOMException("cancelled", "AbortError"));
  mazekitWorker.pending.clear();
  startWorker();
};

// mazekitDownload makes a download link's file in the page and saves it
// under the name the API gives it.
window.mazekitDownload = async (e, a) => {
  e.preventDefault();
  busy(1);
  let resp;
  try {
    resp = await window.mazekitLocal(a.getAttribute("href"));
  } catch (err) {
    return;
  } finally {
    busy(-1);
  }
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
