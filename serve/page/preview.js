// The preview: a page of the very file the download gives, paged through
// for handouts and books, with the print-rule check beside it, and printed
// alone at its paper's size.
"use strict";

async function refresh() {
  const my = ++generation;
  clearTimeout(checkTimer);
  updateLinks();
  clearErrors();
  if (inflight) inflight.abort();
  inflight = new AbortController();
  const fig = $("#preview");
  fig.setAttribute("aria-busy", "true");
  const paged = mode === "handout" || mode === "book";
  if (uploading()) showCells(my);
  try {
    const extra = { format: "svg" };
    if (paged && previewPage > 0) extra.page = String(previewPage);
    if (!paged) extra.sheet = "true"; // on its paper, when one is chosen
    const resp = await callAPI(apiURL(extra), inflight.signal);
    if (my !== generation) return;
    if (!resp.ok) {
      const msg = await errorText(resp);
      if (previewPage > 0 && msg.startsWith("page ")) {
        previewPage = 0; // the book got shorter: show its first page of puzzles
        schedule();
        return;
      }
      showError(msg);
      return;
    }
    setDownloads(true);
    showPager(Number(resp.headers.get("X-Page") || 0), Number(resp.headers.get("X-Pages") || 0));
    const text = await resp.text();
    if (my !== generation) return;
    const img = $("#preview-img");
    // The drawing's size in points: a sheet prints at its paper's size.
    const m = text.match(/<svg[^>]*\swidth="([\d.]+)"[^>]*\sheight="([\d.]+)"/);
    img.dataset.w = m ? m[1] : "";
    img.dataset.h = m ? m[2] : "";
    const old = img.src;
    img.src = URL.createObjectURL(new Blob([text], { type: "image/svg+xml" }));
    img.hidden = false;
    img.dataset.generation = String(my);
    if (old.startsWith("blob:")) URL.revokeObjectURL(old);
    $("#preview-caption").textContent = caption();
    document.body.dataset.previewed = String(my);
  } catch (e) {
    if (e.name !== "AbortError") $("#err-general").textContent = t("The server did not answer: %s", e.message);
  } finally {
    if (my === generation) fig.setAttribute("aria-busy", "false");
  }
  if (paged) {
    clearTimeout(checkTimer);
    checkTimer = setTimeout(() => check(my), 300);
  }
}

// showPager shows which page of the download the preview is, with buttons
// to the pages before and after it.
function showPager(page, pages) {
  const paged = mode === "handout" || mode === "book";
  $("#pager").hidden = !paged || pages < 2;
  previewPages = pages;
  if (paged) previewPage = page;
  $("#page-status").textContent = pages ? t("Page %d of %d", page, pages) : "";
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
  if (uploading()) return t(uploadUse() === "picture" ? "Picture maze" : "Maze in the shape of your picture") + ", " + t("as printed");
  if (mode === "maze") {
    const kind = kindOf($("#m-grid").value);
    return plainName(gridNames, kind.name) + (kind.sized ? " " + $("#m-size").value : "") + ", " + t("as printed");
  }
  if (mode === "numbers" || mode === "letters") return t(mode === "numbers" ? "Number maze" : "Letter maze") + ", " + t("as printed");
  return t(mode === "handout" ? "Handout, page %d of %d, as printed" : "Book, page %d of %d, as printed", previewPage, previewPages);
}

// check asks for the page count and the print-rule check of a handout or
// book: rules for any printing, and apart from them those of a bound book.
async function check(my) {
  if (my !== generation) return; // settings changed since: their own check follows
  const info = $("#" + prefix[mode] + "-info");
  info.textContent = t("Checking…");
  const probs = $("#b-problems");
  probs.textContent = "";
  $("#b-bound").textContent = "";
  try {
    const resp = await callAPI(apiURL({ format: "check" }));
    if (my !== generation) return;
    if (!resp.ok) {
      info.textContent = "";
      setDownloads(false);
      showError(await errorText(resp));
      return;
    }
    const c = await resp.json();
    info.textContent = t("%d pages, %d puzzles.", c.pages, c.puzzles) + " " +
      (c.problems.length === 0 ? t("Ready to print.") : t("Print problems: %d.", c.problems.length));
    if (mode === "book") {
      for (const p of c.problems.concat(c.warnings)) {
        const li = document.createElement("li");
        li.textContent = plainCheck(p);
        probs.appendChild(li);
      }
      if (c.bound.length) $("#b-bound").textContent = t("For a bound book (print-on-demand): %s", c.bound.map(plainCheck).join("; "));
    }
    document.body.dataset.checked = String(my);
  } catch (e) {
    info.textContent = "";
  }
}

// plainCheck says a print-rule finding in the page's language.
function plainCheck(msg) {
  let m;
  if ((m = msg.match(/(\d+) pages: a bound book needs at least (\d+)/))) return t("%d pages: a bound book needs at least %d.", Number(m[1]), Number(m[2]));
  if ((m = msg.match(/(\d+) puzzles per page would be too dense to print; using (\d+)/))) return t("%d puzzles a page would be too small to print: %d a page instead.", Number(m[1]), Number(m[2]));
  if (lang === "en") return msg;
  return plainError(msg);
}

const printSheet = new CSSStyleSheet();

// printPreview prints the preview alone: a sheet or page at its paper's
// size with no margin of the browser's own, a maze fitted to the page.
function printPreview() {
  const img = $("#preview-img");
  let css = "";
  if (img.dataset.w && (mode !== "maze" || $("#m-paper").value)) {
    const w = img.dataset.w, h = img.dataset.h;
    css = "@page { size: " + w + "pt " + h + "pt; margin: 0; }\n" +
      "@media print { #preview img { width: " + w + "pt; height: " + h + "pt; max-height: none; } }";
  }
  // A constructed style sheet: the page's policy allows no inline <style>.
  printSheet.replaceSync(css);
  if (!document.adoptedStyleSheets.includes(printSheet)) document.adoptedStyleSheets = [...document.adoptedStyleSheets, printSheet];
  window.print();
}

