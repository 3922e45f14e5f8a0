// mazekit's page: the form's state lives in the address bar's query string,
// every change redraws the preview from the API, and the download links ask
// the API for the same state in other formats. The API is the server's, or
// in the static build the library compiled to WebAssembly (see local.js).
"use strict";

const $ = (sel, root) => (root || document).querySelector(sel);
const $$ = (sel, root) => Array.from((root || document).querySelectorAll(sel));

let meta = null;
let mode = "maze";
let timer = 0;
let checkTimer = 0;
let generation = 0;
let inflight = null;
// The page of a handout or book the preview shows (0: the first page of
// puzzles), and how many the download has.
let previewPage = 0;
let previewPages = 0;
const modes = ["maze", "numbers", "letters", "handout", "book"];
const prefix = { maze: "m", numbers: "n", letters: "l", handout: "h", book: "b" };
const apiPath = { maze: "maze", numbers: "sequence", letters: "sequence", handout: "handout", book: "book" };

const mazeDefaults = {
  grid: "rect", size: "20x15", algo: "wilson", braid: "0", doors: "auto", markers: "none", title: "",
  "wall-color": "#000000", background: "#ffffff", "wall-width": "0.1", shade: "none", palette: "grey",
  solution: "false", "solution-color": "#d62728",
};

// callAPI answers an API address: the server's, or the WebAssembly
// library's when the page runs without a server. A picture's address
// sends the picture (see upload.js).
async function callAPI(url, signal) {
  busy(1);
  try {
    const body = url.startsWith("api/upload") ? upload.bytes : null;
    if (window.mazekitLocal) return await window.mazekitLocal(url, signal, body);
    return await fetch(url, body ? { method: "POST", body, signal } : { signal });
  } finally {
    busy(-1);
  }
}

let busyCount = 0;
let busyTimer = 0;

// busy counts the answers awaited (d is +1 or -1): while work goes on for
// more than a moment, a progress bar and a cancel button show.
function busy(d) {
  busyCount = Math.max(0, busyCount + d);
  const box = $("#busy");
  if (busyCount > 0 && !busyTimer && box.hidden) {
    busyTimer = setTimeout(() => { busyTimer = 0; if (busyCount > 0) box.hidden = false; }, 400);
  } else if (busyCount === 0) {
    clearTimeout(busyTimer);
    busyTimer = 0;
    box.hidden = true;
  }
}

// cancelWork stops the work in hand: the server's request, or the
// library's worker, which starts afresh.
function cancelWork() {
  generation++;
  clearTimeout(timer);
  clearTimeout(checkTimer);
  if (inflight) inflight.abort();
  if (window.mazekitCancel) window.mazekitCancel();
  busyCount = 0;
  busy(0);
  stalePreview();
  $("#preview-caption").textContent = t("Cancelled: change an option to try again.");
  setDownloads(false);
}

function newSeed() {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return String(a[0] % 1000000000);
}

function option(sel, value, text) {
  const o = document.createElement("option");
  o.value = value;
  o.textContent = text === undefined ? value : text;
  sel.appendChild(o);
  return o;
}

// named adds an option for a library name, in plain words from the name
// table tbl (see nameTables), renamed when the language changes.
function named(sel, value, tbl) {
  option(sel, value, plainName(nameTables[tbl], value)).dataset.tbl = tbl;
}

// defaultOption adds the empty choice, "(default)" in the page's language.
function defaultOption(sel) {
  option(sel, "", t("(default)")).dataset.i18n = "(default)";
}

// renameOptions names every option made from a library name anew, in the
// page's language.
function renameOptions() {
  for (const o of $$("option[data-tbl]")) o.textContent = plainName(nameTables[o.dataset.tbl], o.value);
}

function kindOf(name) { return meta.kinds.find((k) => k.name === name) || meta.kinds[0]; }

// The grid kind's own parameters, from the library's registry.
function buildParams() {
  const box = $("#m-params");
  const kind = kindOf($("#m-grid").value);
  const old = {};
  $$("[name]", box).forEach((el) => { old[el.name] = el.type === "checkbox" ? String(el.checked) : el.value; });
  box.textContent = "";
  $("#m-size-field").hidden = !kind.sized;
  for (const p of kind.params) {
    const id = "m-p-" + p.key;
    const div = document.createElement("div");
    div.className = p.type === "bool" ? "field check" : "field";
    const label = document.createElement("label");
    label.htmlFor = id;
    label.textContent = paramNames[p.key] ? t(paramNames[p.key]) : p.usage.replace(/^[a-z, ]+: /, "").replace(/--[a-z-]+/g, "").replace(/^./, (c) => c.toUpperCase());
    let input;
    if (p.type === "bool") {
      input = document.createElement("input");
      input.type = "checkbox";
      input.checked = p.default === "true";
    } else if (p.values && p.values.length) {
      input = document.createElement("select");
      if (!p.default) option(input, "", t("(none)"));
      p.values.forEach((v) => named(input, v, "value"));
      input.value = p.default;
    } else {
      input = document.createElement("input");
      if (p.type === "int") {
        input.type = "number";
        input.step = "1";
        if (p.min || p.max) { input.min = p.min; input.max = p.max; }
      }
      input.value = p.default;
      input.autocomplete = "off";
    }
    input.id = id;
    input.name = p.key;
    input.dataset.default = p.default || (p.type === "bool" ? "false" : "");
    if (old[p.key] !== undefined) setValue(input, old[p.key]);
    const err = document.createElement("span");
    err.className = "err";
    err.id = "err-" + p.key;
    err.setAttribute("role", "alert");
    if (p.type === "bool") { div.append(input, label, err); } else { div.append(label, input, err); }
    box.appendChild(div);
  }
}

function buildAlgos(sel, kind, withDefault) {
  const cur = sel.value;
  sel.textContent = "";
  if (withDefault) defaultOption(sel);
  const all = meta.algorithms.filter((a) => !kind || a.kinds.length === 0 || a.kinds.includes(kind));
  // The plainly named styles first, then the rest by their own names.
  all.sort((a, b) => (algoNames[b.name] ? 1 : 0) - (algoNames[a.name] ? 1 : 0));
  for (const a of all) named(sel, a.name, "algo");
  if ($$("option", sel).some((o) => o.value === cur)) sel.value = cur;
}

function setValue(el, v) {
  if (el.type === "checkbox") el.checked = v === "true" || v === "1";
  else el.value = v;
}

function getValue(el) { return el.type === "checkbox" ? String(el.checked) : el.value.trim(); }

// The API query of the current mode: only what differs from the defaults,
// and always the seed.
function apiQuery() {
  const q = new URLSearchParams();
  const form = $("#panel-" + mode);
  const kind = kindOf($("#m-grid").value);
  for (const el of $$("[name]", form)) {
    const k = el.name;
    if (k === "seed" || el.dataset.upload !== undefined) continue;
    const v = getValue(el);
    let def = el.dataset.default || "";
    if (mode === "maze") {
      if (k === "size" && (!kind.sized || (v === "" && uploading()))) continue; // a picture's own shape
      if (k === "solution-color" && !$("#m-solution").checked) continue;
      if (k === "palette" && $("#m-shade").value === "none") continue;
      if (k in mazeDefaults) def = mazeDefaults[k];
    }
    if (v !== def) q.set(k, v);
  }
  if (mode === "letters") q.set("letters", "true");
  if (mode === "book") for (const s of sectionQueries()) q.append("sec", s);
  if (mode !== "numbers" && mode !== "letters" && lang !== "en") q.set("lang", lang);
  q.set("seed", $("#" + prefix[mode] + "-seed").value || "1");
  return q;
}

function apiURL(extra) {
  const q = apiQuery();
  for (const [k, v] of Object.entries(extra || {})) q.set(k, v);
  if (uploading()) return uploadURL(q);
  return "api/" + apiPath[mode] + "?" + q.toString();
}

function pageQuery() {
  const p = new URLSearchParams();
  p.set("mode", mode);
  p.set("lang", lang); // a shared link opens in the language it was made in
  for (const [k, v] of apiQuery()) if (k !== "lang" && k !== "letters") p.append(k, v);
  return p.toString();
}

function clearErrors() {
  $$(".err").forEach((e) => { e.textContent = ""; });
  $$("[aria-invalid]").forEach((e) => e.removeAttribute("aria-invalid"));
}

// plainError says a server message in the page's language: the messages
// a person meets have their own line, and any other keeps only what a
// teacher can act on, never the server's own words outside English.
function plainError(msg) {
  msg = msg.replace(/^sections\[\d+\](\.[a-z_]+)?:?\s*/, "").replace(/^sec \d+:?\s*/, "");
  let m = uploadError(msg);
  if (m) return m;
  if (/: want WxH/.test(msg)) return t("Write the size as width x height, for example 20x15.");
  if (/would take about/.test(msg)) return t("This would take too long: make it squarer or smaller, or choose another maze style.");
  if ((m = msg.match(/over the limit of (\d+) puzzles/))) return t("Too many mazes: at most %d in all.", Number(m[1]));
  if (/over the limit of \d+ cells/.test(msg)) return t("Too big: ask for fewer cells.");
  if (/too dense/.test(msg)) return t("Too small to print at these settings: choose fewer mazes per sheet, an easier difficulty or a bigger paper.");
  if ((m = msg.match(/want (?:a whole number from )?(\d+) to (\d+)/))) return t("Want a number from %d to %d.", Number(m[1]), Number(m[2]));
  if (/want a whole number/.test(msg)) return t("Want a whole number.");
  if (/too long \(limit (\d+)/.test(msg) || /characters is too long/.test(msg)) return t("Too long: write less.");
  if ((m = msg.match(/cannot draw "(.*)"/))) return t("The fonts cannot draw these characters: %s. Use Latin, Greek or Cyrillic letters.", m[1]);
  if (/server busy|time limit|took longer/.test(msg)) return t("The computer is busy or this is too much at once: try again, or ask for less.");
  if (lang === "en") return msg;
  return t("These settings cannot be made together: change the marked option.");
}

// errorField finds the input a server message is about in the current
// form: the option it starts with, or the one its words point to.
function errorField(msg) {
  const form = $("#panel-" + mode);
  let key = (msg.match(/^([a-z][a-z-]*)\b/) || [])[1] || "";
  if (/too dense for \d+ per sheet/.test(msg)) key = "per";
  else if (/puzzles/.test(msg) && mode === "handout") key = "copies";
  const el = key ? $("[name='" + key + "']", form) : null;
  const box = document.getElementById(mode === "maze" ? "err-" + key : "err-" + prefix[mode] + "-" + key);
  return el && box ? { el, box } : null;
}

// showError puts a server message next to the field it names, in the
// page's language, in view, and takes away the preview and the downloads
// of the settings that no longer hold until the form is valid again.
function showError(msg) {
  setDownloads(false);
  stalePreview();
  const sec = mode === "book" && sectionField(msg);
  let box;
  if (sec) {
    box = sec.box;
    box.textContent = t("Section %d: %s", sec.n, plainError(sec.text));
    sec.el.setAttribute("aria-invalid", "true");
  } else {
    const f = errorField(msg);
    box = f ? f.box : $("#err-general");
    box.textContent = plainError(msg);
    if (f) f.el.setAttribute("aria-invalid", "true");
  }
  const field = box.closest(".field") || box;
  if (field.scrollIntoView) field.scrollIntoView({ block: "nearest" });
}

// stalePreview takes away a preview, page count and check that belong to
// settings the form no longer has.
function stalePreview() {
  const img = $("#preview-img");
  img.hidden = true;
  img.dataset.w = "";
  img.dataset.h = "";
  $("#preview-caption").textContent = t("No preview: change the option marked in red.");
  $("#pager").hidden = true;
  const info = $("#" + prefix[mode] + "-info");
  if (info) info.textContent = "";
  delete document.body.dataset.previewed;
}

// setDownloads enables or disables the current form's download links.
function setDownloads(on) {
  for (const a of $$("#panel-" + mode + " .downloads a")) {
    if (on) a.removeAttribute("aria-disabled");
    else a.setAttribute("aria-disabled", "true");
  }
}

async function errorText(resp) {
  try {
    const j = await resp.json();
    return j.error || resp.statusText;
  } catch (e) {
    return resp.status + " " + resp.statusText;
  }
}

function updateLinks() {
  for (const a of $$("#panel-" + mode + " .downloads a")) {
    const extra = { format: a.dataset.format, download: "1" };
    if (a.dataset.answer) extra.answer = "true";
    a.href = apiURL(extra);
  }
  const hk = $("#h-key");
  $("#h-pdf").textContent = t(hk.checked ? "PDF with key" : "PDF");
  const share = location.origin + location.pathname + "?" + pageQuery();
  $("#share").href = share;
  $("#share").textContent = share;
  history.replaceState(null, "", "?" + pageQuery());
}

function schedule() {
  clearTimeout(timer);
  timer = setTimeout(refresh, mode === "handout" || mode === "book" ? 250 : 120);
}

function setMode(m) {
  mode = m;
  previewPage = 0;
  document.body.dataset.mode = m;
  for (const b of $$("nav button")) {
    const on = b.dataset.mode === m;
    b.setAttribute("aria-selected", String(on));
    b.tabIndex = on ? 0 : -1;
  }
  for (const f of $$("[role=tabpanel]")) f.hidden = f.dataset.mode !== m;
  $("#pager").hidden = true;
  $("#preview-img").alt = t({ handout: "Preview of a handout sheet", book: "Preview of a page of the book" }[m] || "Preview of the maze");
  refresh();
}

function readURL() {
  const p = new URLSearchParams(location.search);
  const m = p.get("mode");
  if (modes.includes(m)) mode = m;
  const form = $("#panel-" + mode);
  if (mode === "maze" && p.has("grid")) {
    $("#m-grid").value = p.get("grid");
    buildParams();
    buildAlgos($("#m-algo"), $("#m-grid").value);
  }
  if (mode === "book" && p.has("sec")) {
    $("#b-sections").textContent = "";
    for (const sec of p.getAll("sec")) {
      const s = {};
      for (const part of sec.split(",")) {
        const i = part.indexOf(":");
        if (i > 0) s[part.slice(0, i)] = part.slice(i + 1);
      }
      addSection(s);
    }
  }
  for (const [k, v] of p) {
    if (k === "mode" || k === "sec" || k === "lang") continue;
    const el = $("[name='" + k + "']", form);
    if (el) setValue(el, v);
  }
}

// fillChoices fills the lists the library's registries decide, in the
// page's language.
function fillChoices() {
  const keep = $$("select").map((s) => [s, s.value]);
  const grid = $("#m-grid");
  grid.textContent = "";
  meta.kinds.forEach((k) => named(grid, k.name, "grid"));
  for (const id of ["#n-grid", "#l-grid", "#h-grid"]) {
    $(id).textContent = "";
    // A handout is printed to be solved on paper: no seamless tiles.
    (id === "#h-grid" ? meta.ageGrids : meta.sequenceGrids).forEach((g) => named($(id), g, "grid"));
  }
  $("#n-sequence").textContent = "";
  meta.numberSequences.forEach((s) => named($("#n-sequence"), s, "seq"));
  for (const [s, v] of keep) if (v !== "" && $$("option", s).some((o) => o.value === v)) s.value = v;
  buildAlgos($("#m-algo"), grid.value);
}

async function init() {
  lang = pickLanguage();
  $("#lang").value = lang;
  translatePage();
  $("#preview-caption").textContent = t(window.mazekitLocal ? "Loading the maze maker…" : "Loading…");
  try {
    // The static page carries the library's facts, so its form is built
    // while the library still starts; the served page asks its server.
    const inline = document.getElementById("mazekit-meta");
    meta = inline ? JSON.parse(inline.textContent) : await (await callAPI("api/meta")).json();
  } catch (e) {
    $("#err-general").textContent = t("Cannot reach the mazekit server: is it still running?");
    return;
  }
  fillChoices();
  $("#m-grid").value = "rect";
  meta.doors.forEach((d) => named($("#m-doors"), d, "door"));
  meta.palettes.forEach((p) => named($("#m-palette"), p, "palette"));
  for (const id of ["#h-paper", "#b-paper", "#m-paper", "#n-paper", "#l-paper"]) meta.papers.forEach((p) => named($(id), p, "paper"));
  for (const id of ["#m-age", "#n-age", "#l-age", "#h-age"]) meta.ages.forEach((a) => named($(id), a, "age"));
  meta.pictureSets.forEach((p) => named($("#h-pictures"), p, "picture"));
  meta.pictures.forEach((p) => named($("#h-picmaze"), p, "picture"));
  for (const id of ["#n-age", "#l-age"]) $(id).value = "5-6";
  const age = $("#h-age");
  // An age level takes no wrapped grid: those choices are greyed out.
  const syncAge = () => {
    $("#h-difficulty").disabled = age.value !== "";
    const hg = $("#h-grid");
    for (const o of hg.options) o.disabled = age.value !== "" && !meta.ageGrids.includes(o.value);
    if (hg.selectedOptions[0] && hg.selectedOptions[0].disabled) hg.value = "rect";
  };
  age.addEventListener("change", syncAge);
  for (const id of ["#h-large", "#h-grid", "#h-paper", "#h-age"]) $(id).addEventListener("change", syncLarge);
  for (const id of ["#h-paper", "#b-paper", "#n-paper", "#l-paper"]) $(id).value = localPaper();
  $("#h-grid").value = "rect";
  $("#h-per").value = "1";
  buildParams();
  buildAlgos($("#m-algo"), "rect");
  $("#m-algo").value = "wilson";
  defaultSections.forEach((s) => addSection(s));
  for (const m of modes) $("#" + prefix[m] + "-seed").value = newSeed();
  readURL();
  syncAge();
  syncLarge();
  wire();
  setMode(mode);
}

// localPaper is the paper a sheet prints on by default: US Letter in the
// United States and Canada (and in English with no country), A4 elsewhere.
function localPaper() {
  const loc = (navigator.language || "").toLowerCase();
  if (lang === "en" && (!loc.includes("-") || /-(us|ca)$/.test(loc))) return "letter";
  if (/-(us|ca)$/.test(loc) && loc.startsWith(lang)) return "letter";
  return "a4";
}

// syncLarge offers large print, and the counts per sheet with it, only
// where it prints: the reason for what is greyed out stands beside it.
function syncLarge() {
  const large = $("#h-large"), per = $("#h-per"), note = $("#h-large-note");
  const most = ((meta.largePrint || {})[$("#h-paper").value] || {})[$("#h-grid").value];
  const known = most !== undefined && $("#h-picmaze").value === "";
  note.textContent = "";
  large.disabled = known && most === 0;
  if (large.disabled) {
    large.checked = false;
    note.textContent = t("Large print does not fit this shape on this paper: choose a bigger paper or another shape.");
  }
  for (const o of per.options) o.disabled = large.checked && known && Number(o.value) > most && !(o.value === "3" && most === 4);
  if (per.selectedOptions[0] && per.selectedOptions[0].disabled) per.value = String(most);
  if (large.checked && known && most === 1) note.textContent = t("Large print fits one maze a sheet on this paper and shape.");
  else if (large.checked && known && most < 4) note.textContent = t("Large print fits at most %d mazes a sheet on this paper and shape.", most);
}

function wire() {
  const grid = $("#m-grid");
  grid.addEventListener("change", () => { buildParams(); buildAlgos($("#m-algo"), grid.value); });
  $("#m-braid").addEventListener("input", () => { $("#m-braid-out").textContent = $("#m-braid").value; });
  $("#m-braid-out").textContent = $("#m-braid").value;
  for (const f of $$("[role=tabpanel] form")) {
    f.addEventListener("input", schedule);
    f.addEventListener("change", schedule);
    f.addEventListener("submit", (e) => { e.preventDefault(); refresh(); });
  }
  for (const b of $$(".new-seed")) {
    b.addEventListener("click", () => { $("#" + prefix[mode] + "-seed").value = newSeed(); refresh(); });
  }
  // A download of an invalid form would leave the page for an error.
  for (const a of $$(".downloads a")) {
    a.addEventListener("click", (e) => {
      if (a.getAttribute("aria-disabled") === "true") e.preventDefault();
      else if (a.getAttribute("href").startsWith("api/upload")) uploadDownload(e, a);
      else if (window.mazekitDownload) window.mazekitDownload(e, a);
    });
  }
  wireSections();
  wireUpload();
  const tabs = $$("nav button");
  tabs.forEach((b, i) => {
    b.addEventListener("click", () => setMode(b.dataset.mode));
    b.addEventListener("keydown", (e) => {
      const d = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
      if (!d) return;
      const tab = tabs[(i + d + tabs.length) % tabs.length];
      tab.focus();
      setMode(tab.dataset.mode);
    });
  });
  $("#lang").addEventListener("change", () => {
    const paper = localPaper();
    lang = $("#lang").value;
    // A paper still at the old language's default follows the language.
    for (const id of ["#h-paper", "#b-paper", "#n-paper", "#l-paper"]) if ($(id).value === paper) $(id).value = localPaper();
    translatePage();
    fillChoices();
    buildParams();
    renameOptions();
    numberSections();
    syncLarge();
    setMode(mode);
  });
  $("#print").addEventListener("click", printPreview);
  $("#cancel").addEventListener("click", cancelWork);
  $("#page-prev").addEventListener("click", () => turnPage(-1));
  $("#page-next").addEventListener("click", () => turnPage(1));
}

init();
