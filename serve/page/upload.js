// A picture of the teacher's own, chosen from the computer or the phone:
// read in the page and sent with each call (to the server, or to the
// library in the page), never stored. The single maze tab makes it a
// picture maze, whose way through draws it, or the shape of the maze, and
// shows the cells it gives and the darkness from which a cell is dark.
"use strict";

const upload = { bytes: null, name: "" };

// The maze tab's options a picture maze takes; the others are greyed out.
const pictureOptions = ["size", "title", "paper", "solution", "seed"];

// uploading reports whether the preview and downloads are of a picture.
function uploading() { return mode === "maze" && upload.bytes !== null; }

function uploadUse() { return $("#m-use").value; }

// uploadURL is the API address of the picture with the form's options q.
function uploadURL(q) {
  const out = new URLSearchParams();
  out.set("use", uploadUse());
  if (!$("#m-threshold-auto").checked) out.set("threshold", $("#m-threshold").value);
  const keep = uploadUse() === "picture" ? pictureOptions.concat(["lang", "format", "download", "answer", "sheet"]) : null;
  for (const [k, v] of q) if (!keep || keep.includes(k)) out.append(k, v);
  return "api/upload?" + out.toString();
}

// syncUpload shows the picture's controls while there is one, and greys
// out the options a picture maze does not take.
function syncUpload() {
  const on = upload.bytes !== null;
  for (const el of $$("#panel-maze [data-upload-on]")) el.hidden = !on;
  const pic = on && uploadUse() === "picture";
  for (const el of $$("#panel-maze [name]")) {
    if (el.dataset.upload === undefined) el.disabled = pic && !pictureOptions.includes(el.name);
  }
  $("#m-size").placeholder = on ? t("from the picture") : "";
  const th = $("#m-threshold");
  th.disabled = $("#m-threshold-auto").checked;
  $("#m-threshold-out").textContent = decimal(th.value);
  if (!on) {
    $("#m-cells").hidden = true;
    $("#m-cells-caption").textContent = "";
  }
}

// decimal writes a darkness, 0 to 1, with two decimals as the page's
// language writes them.
function decimal(v) {
  return Number(v).toLocaleString(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

// choosePicture reads the file chosen.
async function choosePicture() {
  const f = $("#m-picture").files[0];
  if (!f) return;
  if (meta.uploadBytes && f.size > meta.uploadBytes) {
    // Refused before it is sent, as the server or the worker would.
    upload.bytes = null;
    syncUpload();
    showError("picture: the file is over the limit of " + Math.floor(meta.uploadBytes / 1048576) + " MB");
    return;
  }
  upload.bytes = new Uint8Array(await f.arrayBuffer());
  upload.name = f.name;
  $("#m-picture-name").textContent = f.name;
  const size = $("#m-size");
  if (size.value === mazeDefaults.size) size.value = "";
  syncUpload();
  refresh();
}

function clearPicture() {
  upload.bytes = null;
  upload.name = "";
  $("#m-picture").value = "";
  $("#m-picture-name").textContent = "";
  const size = $("#m-size");
  if (size.value === "") size.value = mazeDefaults.size;
  syncUpload();
  refresh();
}

// showCells draws the cells the picture gives, with the darkness they
// are cut at, beside the form.
async function showCells(my) {
  const img = $("#m-cells"), cap = $("#m-cells-caption");
  let resp;
  try {
    resp = await callAPI(apiURL({ format: "cells" }));
  } catch (e) {
    return;
  }
  if (my !== generation) return;
  if (!resp.ok) {
    img.hidden = true;
    cap.textContent = "";
    return;
  }
  const c = await resp.json();
  if (my !== generation) return;
  const old = img.src;
  img.src = URL.createObjectURL(new Blob([c.svg], { type: "image/svg+xml" }));
  if (old.startsWith("blob:")) URL.revokeObjectURL(old);
  img.alt = t("The cells the picture gives: %d by %d, %d dark", c.width, c.height, c.dark);
  img.hidden = false;
  const th = $("#m-threshold");
  if (c.auto) {
    th.value = String(c.threshold);
    $("#m-threshold-out").textContent = decimal(th.value);
  }
  let text = t(c.auto ? "%d × %d cells, %d dark, from darkness %s (found for this picture)." : "%d × %d cells, %d dark, from darkness %s.",
    c.width, c.height, c.dark, decimal(c.threshold));
  if (c.kept && c.kept < c.dark) text += " " + t("The maze keeps its largest piece: %d of these %d cells.", c.kept, c.dark);
  if (c.photo && uploadUse() === "picture") text += " " + t("This looks like a photo: a picture maze needs a drawing with clear dark parts. It can still give the maze its shape.");
  cap.textContent = text;
}

// uploadDownload makes a download of the picture's maze and saves it.
async function uploadDownload(e, a) {
  e.preventDefault();
  let resp;
  try {
    resp = await callAPI(a.getAttribute("href"));
  } catch (err) {
    return;
  }
  if (!resp.ok) {
    showError(await errorText(resp));
    return;
  }
  const save = document.createElement("a");
  save.href = URL.createObjectURL(await resp.blob());
  save.download = (uploadUse() === "picture" ? "picture-maze" : "maze") + (a.dataset.answer ? "-answer." : ".") + a.dataset.format;
  document.body.appendChild(save);
  save.click();
  save.remove();
  setTimeout(() => URL.revokeObjectURL(save.href), 60000);
}

// uploadError says a refusal of a picture in the page's language, or ""
// for any other message.
function uploadError(msg) {
  let m;
  if (/^picture: not a PNG or JPEG/.test(msg)) return t("This file is not a PNG or JPEG picture: choose a .png or .jpg file.");
  if (/^picture: the file is damaged/.test(msg)) return t("This picture file is damaged: save it again and choose it.");
  if (/^picture: no file was sent/.test(msg)) return t("Choose a picture first.");
  if ((m = msg.match(/^picture: the file is over the limit of (\d+ MB)/))) return t("This file is too big: at most %s. Save the picture smaller, for example as a JPEG.", m[1]);
  if ((m = msg.match(/^picture: (\d+x\d+) is \d+ pixels, over the limit of \d+; (\d+x\d+) pixels works/))) return t("This picture has too many pixels (%s): %s pixels or fewer works.", m[1], m[2]);
  if ((m = msg.match(/^picture: (\d+x\d+) pixels is too small; (\d+x\d+) pixels or more works/))) return t("This picture is too small (%s pixels): %s pixels or more works.", m[1], m[2]);
  if (/^picture: its tones do not split/.test(msg)) return t("This picture is like a photo, with no clear light and dark: choose a drawing, or make it the shape of the maze.");
  if (/^picture: no dark part/.test(msg)) return t("No dark part at this darkness: set a lower darkness, or choose a dark drawing on a light ground.");
  if ((m = msg.match(/too small for this picture .*: (\d+x\d+) works/))) return t("Too small for this picture: a size of %s cells works.", m[1]);
  if (/cannot be drawn well by a maze's way/.test(msg)) return t("A maze's way cannot draw this picture well: choose a drawing with thick dark parts, or make it the shape of the maze.");
  if (/a picture's shape cuts a grid of/.test(msg)) return t("A picture's shape cuts only squares, hexagons or triangles: choose one of them.");
  if ((m = msg.match(/want 4x4 to (\d+)x\d+ cells for a picture/))) return t("Want a size from 4x4 to %sx%s cells.", m[1], m[1]);
  if (/^picture: /.test(msg)) return t("This picture cannot be used: choose another.");
  return "";
}

function wireUpload() {
  // The picture is read first: the form's own redraw waits for it.
  for (const ev of ["input", "change"]) $("#m-picture").addEventListener(ev, (e) => e.stopPropagation());
  $("#m-picture").addEventListener("change", choosePicture);
  $("#m-picture-clear").addEventListener("click", clearPicture);
  $("#m-use").addEventListener("change", syncUpload);
  $("#m-threshold-auto").addEventListener("change", syncUpload);
  $("#lang").addEventListener("change", () => setTimeout(syncUpload)); // after the page's words change
  $("#m-threshold").addEventListener("input", () => { $("#m-threshold-out").textContent = decimal($("#m-threshold").value); });
  syncUpload();
}
