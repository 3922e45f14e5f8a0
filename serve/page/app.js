// mazekit's page: the form's state lives in the address bar's query string,
// every change redraws the preview from the server's API, and the download
// links ask the API for the same state in other formats.
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

const mazeDefaults = {
  grid: "rect", size: "20x15", algo: "wilson", braid: "0", doors: "auto", markers: "none", title: "",
  "wall-color": "#000000", background: "#ffffff", "wall-width": "0.1", shade: "none", palette: "grey",
  solution: "false", "solution-color": "#d62728",
};

const defaultSections = [
  { title: "Warm-up", kind: "maze", count: "4", grid: "rect", size: "8x8..12x12", algo: "", per: "2" },
  { title: "Honeycomb", kind: "maze", count: "4", grid: "hex", size: "9x8..12x10", algo: "", per: "2" },
];

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
}

function kindOf(name) { return meta.kinds.find((k) => k.name === name) || meta.kinds[0]; }

// The grid kind's own parameters, from the server's registry.
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
    label.textContent = p.usage;
    let input;
    if (p.type === "bool") {
      input = document.createElement("input");
      input.type = "checkbox";
      input.checked = p.default === "true";
    } else if (p.values && p.values.length) {
      input = document.createElement("select");
      if (!p.default) option(input, "", "(none)");
      p.values.forEach((v) => option(input, v));
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
  if (withDefault) option(sel, "", "(default)");
  for (const a of meta.algorithms) {
    if (!kind || a.kinds.length === 0 || a.kinds.includes(kind)) option(sel, a.name);
  }
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
  if (mode === "maze") {
    const form = $("#panel-maze");
    const kind = kindOf($("#m-grid").value);
    for (const el of $$("[name]", form)) {
      const k = el.name;
      if (k === "seed" || (k === "size" && !kind.sized)) continue;
      const v = getValue(el);
      const def = k in mazeDefaults ? mazeDefaults[k] : (el.dataset.default || "");
      if (k === "solution-color" && !$("#m-solution").checked) continue;
      if (k === "palette" && $("#m-shade").value === "none") continue;
      if (v !== def && !(v === "" && def === "")) q.set(k, v);
    }
    q.set("seed", $("#m-seed").value || "1");
    return q;
  }
  const form = $("#panel-" + mode);
  for (const el of $$("[name]", form)) {
    if (el.name === "seed") continue;
    const v = getValue(el);
    if (v !== (el.dataset.default || "")) q.set(el.name, v);
  }
  if (mode === "book") {
    for (const li of $$("#b-sections > li")) {
      const parts = [];
      for (const el of $$("[data-f]", li)) {
        const v = el.value.trim().replace(/[,:]/g, " ");
        if (v !== "") parts.push(el.dataset.f + ":" + v);
      }
      q.append("sec", parts.join(","));
    }
  }
  q.set("seed", $("#" + mode[0] + "-seed").value || "1");
  return q;
}

function apiURL(extra) {
  const q = apiQuery();
  for (const [k, v] of Object.entries(extra || {})) q.set(k, v);
  return "api/" + mode + "?" + q.toString();
}

function pageQuery() {
  const q = apiQuery();
  const p = new URLSearchParams();
  p.set("mode", mode);
  for (const [k, v] of q) p.append(k, v);
  return p.toString();
}

function clearErrors() {
  $$(".err").forEach((e) => { e.textContent = ""; });
  $$("[aria-invalid]").forEach((e) => e.removeAttribute("aria-invalid"));
}

// showError puts the server's one-line message next to the field it names.
function showError(msg) {
  const key = (msg.match(/^([a-z][a-z-]*)/) || [])[1] || "";
  const prefix = mode === "maze" ? "err-" : "err-" + mode[0] + "-";
  const box = document.getElementById(prefix + key);
  if (box) {
    box.textContent = msg;
    const form = $("#panel-" + mode);
    const el = key === "sec" ? null : $("[name='" + key + "']", form);
    if (el) el.setAttribute("aria-invalid", "true");
  } else {
    $("#err-general").textContent = msg;
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
    a.href = apiURL({ format: a.dataset.format, download: "1" });
  }
  const share = location.origin + location.pathname + "?" + pageQuery();
  $("#share").href = share;
  $("#share").textContent = share;
  history.replaceState(null, "", "?" + pageQuery());
}

function schedule() {
  clearTimeout(timer);
  timer = setTimeout(refresh, mode === "maze" ? 120 : 250);
}

async function refresh() {
  const my = ++generation;
  updateLinks();
  clearErrors();
  if (inflight) inflight.abort();
  inflight = new AbortController();
  const fig = $("#preview");
  fig.setAttribute("aria-busy", "true");
  try {
    const extra = { format: "svg" };
    if (mode !== "maze" && previewPage > 0) extra.page = String(previewPage);
    const resp = await fetch(apiURL(extra), { signal: inflight.signal });
    if (my !== generation) return;
    if (!resp.ok) {
      const msg = await errorText(resp);
      if (previewPage > 0 && msg.startsWith("page ")) {
        // The book got shorter: show its first page of puzzles.
        previewPage = 0;
        schedule();
        return;
      }
      showError(msg);
      return;
    }
    showPager(Number(resp.headers.get("X-Page") || 0), Number(resp.headers.get("X-Pages") || 0));
    const text = await resp.text();
    if (my !== generation) return;
    const blob = new Blob([text], { type: "image/svg+xml" });
    const img = $("#preview-img");
    // The drawing's size in points: a sheet prints at its paper's size.
    const m = text.match(/<svg[^>]*\swidth="([\d.]+)"[^>]*\sheight="([\d.]+)"/);
    img.dataset.w = m ? m[1] : "";
    img.dataset.h = m ? m[2] : "";
    const old = img.src;
    img.src = URL.createObjectURL(blob);
    img.dataset.generation = String(my);
    if (old.startsWith("blob:")) URL.revokeObjectURL(old);
    $("#preview-caption").textContent = caption();
    document.body.dataset.previewed = String(my);
  } catch (e) {
    if (e.name !== "AbortError") $("#err-general").textContent = "The server did not answer: " + e.message;
  } finally {
    if (my === generation) fig.setAttribute("aria-busy", "false");
  }
  if (mode !== "maze") {
    clearTimeout(checkTimer);
    checkTimer = setTimeout(() => check(my), 300);
  }
}

// showPager shows which page of the download the preview is, with buttons
// to the pages before and after it.
function showPager(page, pages) {
  const pager = $("#pager");
  pager.hidden = mode === "maze" || pages < 2;
  previewPages = pages;
  if (mode !== "maze") previewPage = page;
  $("#page-status").textContent = pages ? "Page " + page + " of " + pages : "";
  $("#page-prev").disabled = page <= 1;
  $("#page-next").disabled = page >= pages;
}

function turnPage(d) {
  const next = previewPage + d;
  if (next < 1 || next > previewPages) return;
  previewPage = next;
  refresh();
}

function caption() {
  if (mode === "maze") {
    const kind = kindOf($("#m-grid").value);
    return kind.name + (kind.sized ? " " + $("#m-size").value : "") + ", " + $("#m-algo").value + ", seed " + $("#m-seed").value;
  }
  return (mode === "handout" ? "Handout" : "Book") + ", page " + previewPage + " of " + previewPages + ", as printed";
}

// check asks for the page count and the print-rule check of a handout or book.
async function check(my) {
  const info = $("#" + mode[0] + "-info");
  info.textContent = "Checking…";
  const probs = $("#b-problems");
  if (probs) probs.textContent = "";
  try {
    const resp = await fetch(apiURL({ format: "check" }));
    if (my !== generation) return;
    if (!resp.ok) {
      info.textContent = "";
      showError(await errorText(resp));
      return;
    }
    const c = await resp.json();
    const ok = c.problems.length === 0;
    info.textContent = c.pages + " pages, " + c.puzzles + " puzzles. Print rules: " + (ok ? "all met." : c.problems.length + " broken.");
    if (mode === "book") {
      for (const p of c.problems.concat(c.warnings)) {
        const li = document.createElement("li");
        li.textContent = p;
        probs.appendChild(li);
      }
    }
    document.body.dataset.checked = String(my);
  } catch (e) {
    info.textContent = "";
  }
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
  $("#preview-img").alt = { maze: "Preview of the maze", handout: "Preview of a handout sheet", book: "Preview of a page of the book" }[m];
  refresh();
}

// printPreview prints the preview alone: a handout sheet or book page at
// its paper's size with no margin of the browser's own, a maze fitted to
// the page.
const printSheet = new CSSStyleSheet();

function printPreview() {
  const img = $("#preview-img");
  let css = "";
  if (mode !== "maze" && img.dataset.w) {
    const w = img.dataset.w, h = img.dataset.h;
    css = "@page { size: " + w + "pt " + h + "pt; margin: 0; }\n" +
      "@media print { #preview img { width: " + w + "pt; height: " + h + "pt; max-height: none; } }";
  }
  // A constructed style sheet: the page's policy allows no inline <style>.
  printSheet.replaceSync(css);
  if (!document.adoptedStyleSheets.includes(printSheet)) document.adoptedStyleSheets = [...document.adoptedStyleSheets, printSheet];
  window.print();
}

let sectionCount = 0;

function addSection(s) {
  const li = $("#section-template").content.firstElementChild.cloneNode(true);
  const n = ++sectionCount;
  for (const el of $$("[data-f]", li)) {
    el.id = "sec" + n + "-" + el.dataset.f;
    el.previousElementSibling.htmlFor = el.id;
  }
  const kind = $("[data-f=kind]", li);
  meta.sectionKinds.forEach((k) => option(kind, k));
  const grid = $("[data-f=grid]", li);
  option(grid, "", "(default)");
  meta.bookGrids.forEach((g) => option(grid, g));
  buildAlgos($("[data-f=algo]", li), "", true);
  meta.ages.forEach((a) => option($("[data-f=age]", li), a));
  for (const [k, v] of Object.entries(s || {})) {
    const el = $("[data-f=" + k + "]", li);
    if (el) el.value = v;
  }
  $("#b-sections").appendChild(li);
  numberSections();
  return li;
}

// numberSections names each section's buttons by its number as shown:
// "Move section 2 up", for a screen reader's list of buttons.
function numberSections() {
  $$("#b-sections > li").forEach((li, i) => {
    const n = i + 1;
    li.dataset.n = String(n);
    $(".section-name", li).textContent = t("Section %d", n);
    for (const b of $$("[data-act]", li)) b.setAttribute("aria-label", t({ up: "Move section %d up", down: "Move section %d down", remove: "Remove section %d" }[b.dataset.act], n));
  });
}

function readURL() {
  const p = new URLSearchParams(location.search);
  const m = p.get("mode");
  if (m === "handout" || m === "book") mode = m;
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
    if (k === "mode" || k === "sec") continue;
    const el = $("[name='" + k + "']", form);
    if (el) setValue(el, v);
  }
}

async function init() {
  try {
    meta = await (await fetch("api/meta")).json();
  } catch (e) {
    $("#err-general").textContent = "Cannot reach the mazekit server: is it still running?";
    return;
  }
  const grid = $("#m-grid");
  meta.kinds.forEach((k) => option(grid, k.name, k.name + ": " + k.summary));
  grid.value = "rect";
  meta.doors.forEach((d) => option($("#m-doors"), d));
  meta.palettes.forEach((p) => option($("#m-palette"), p));
  for (const id of ["#h-paper", "#b-paper"]) meta.papers.forEach((p) => option($(id), p));
  meta.bookGrids.forEach((g) => option($("#h-grid"), g));
  meta.ages.forEach((a) => option($("#h-age"), a));
  meta.pictureSets.forEach((p) => option($("#h-pictures"), p));
  const age = $("#h-age");
  // An age level takes no wrapped grid: those choices are greyed out.
  const syncAge = () => {
    $("#h-difficulty").disabled = age.value !== "";
    const hg = $("#h-grid");
    for (const o of hg.options) o.disabled = age.value !== "" && !meta.ageGrids.includes(o.value);
    if (hg.selectedOptions[0] && hg.selectedOptions[0].disabled) hg.value = "rect";
  };
  age.addEventListener("change", syncAge);
  for (const id of ["#h-paper", "#b-paper"]) $(id).value = "letter";
  $("#h-grid").value = "rect";
  $("#h-per").value = "1";
  buildParams();
  buildAlgos($("#m-algo"), "rect");
  $("#m-algo").value = "wilson";
  defaultSections.forEach((s) => addSection(s));
  for (const id of ["#m-seed", "#h-seed", "#b-seed"]) $(id).value = newSeed();
  readURL();
  syncAge();

  grid.addEventListener("change", () => { buildParams(); buildAlgos($("#m-algo"), grid.value); });
  $("#m-braid").addEventListener("input", () => { $("#m-braid-out").textContent = $("#m-braid").value; });
  $("#m-braid-out").textContent = $("#m-braid").value;
  for (const f of $$("[role=tabpanel] form")) {
    f.addEventListener("input", schedule);
    f.addEventListener("change", schedule);
    f.addEventListener("submit", (e) => { e.preventDefault(); refresh(); });
  }
  for (const b of $$(".new-seed")) {
    b.addEventListener("click", () => { $("#" + mode[0] + "-seed").value = newSeed(); refresh(); });
  }
  $("#b-add").addEventListener("click", () => {
    const li = addSection({ kind: "maze", count: "6", per: "2" });
    $("[data-f=title]", li).focus();
    schedule();
  });
  $("#b-sections").addEventListener("click", (e) => {
    const act = e.target.dataset && e.target.dataset.act;
    if (!act) return;
    const li = e.target.closest("li");
    if (act === "remove") {
      // Focus goes to the section that takes its place, or the one
      // before, or the Add button: never lost to the page's body.
      const next = li.nextElementSibling || li.previousElementSibling;
      li.remove();
      numberSections();
      (next ? $("[data-act=remove]", next) : $("#b-add")).focus();
    }
    if (act === "up" && li.previousElementSibling) li.parentNode.insertBefore(li, li.previousElementSibling);
    if (act === "down" && li.nextElementSibling) li.parentNode.insertBefore(li.nextElementSibling, li);
    if (act !== "remove") {
      numberSections();
      e.target.focus();
    }
    schedule();
  });
  const tabs = $$("nav button");
  tabs.forEach((b, i) => {
    b.addEventListener("click", () => setMode(b.dataset.mode));
    b.addEventListener("keydown", (e) => {
      const d = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
      if (!d) return;
      const t = tabs[(i + d + tabs.length) % tabs.length];
      t.focus();
      setMode(t.dataset.mode);
    });
  });
  $("#print").addEventListener("click", printPreview);
  $("#page-prev").addEventListener("click", () => turnPage(-1));
  $("#page-next").addEventListener("click", () => turnPage(1));
  setMode(mode);
}

init();
