// The book form's sections: adding, moving and removing them, naming their
// buttons by the numbers they show, and reading them into the query.
"use strict";

const defaultSections = [
  { title: "Warm-up", kind: "maze", count: "4", grid: "rect", size: "8x8..12x12", algo: "", per: "2" },
  { title: "Honeycomb", kind: "maze", count: "4", grid: "hex", size: "9x8..12x10", algo: "", per: "2" },
];

let sectionCount = 0;

function addSection(s) {
  const li = $("#section-template").content.firstElementChild.cloneNode(true);
  const n = ++sectionCount;
  for (const el of $$("[data-f]", li)) {
    el.id = "sec" + n + "-" + el.dataset.f;
    el.previousElementSibling.htmlFor = el.id;
    el.nextElementSibling.id = "err-sec" + n + "-" + el.dataset.f;
    el.nextElementSibling.setAttribute("role", "alert");
  }
  const kind = $("[data-f=kind]", li);
  meta.sectionKinds.forEach((k) => named(kind, k, "kind"));
  const grid = $("[data-f=grid]", li);
  defaultOption(grid);
  meta.bookGrids.forEach((g) => named(grid, g, "grid"));
  buildAlgos($("[data-f=algo]", li), "", true);
  meta.ages.forEach((a) => named($("[data-f=age]", li), a, "age"));
  meta.pictures.forEach((p) => named($("[data-f=picture]", li), p, "picture"));
  // The picture applies to picture mazes only.
  const pic = $("[data-f=picture]", li).closest(".field");
  const showPicture = () => { pic.hidden = kind.value !== "picture-maze"; };
  kind.addEventListener("change", showPicture);
  for (const [k, v] of Object.entries(s || {})) {
    const el = $("[data-f=" + k + "]", li);
    if (el) el.value = v;
  }
  // A default title is in the page's language and follows it.
  const title = $("[data-f=title]", li);
  if (defaultSections.some((d) => d.title === title.value)) {
    title.dataset.i18nValue = title.value;
    title.value = t(title.value);
  }
  showPicture();
  $("#b-sections").appendChild(li);
  numberSections();
  return li;
}

// numberSections names each section and its buttons by its number as
// shown: "Move up, section 2", for a screen reader's list of buttons (the
// visible words first, as speech control needs).
function numberSections() {
  $$("#b-sections > li").forEach((li, i) => {
    const n = i + 1;
    li.dataset.n = String(n);
    $(".section-name", li).textContent = t("Section %d", n);
    for (const b of $$("[data-act]", li)) b.setAttribute("aria-label", b.textContent + ", " + t("Section %d", n).toLowerCase());
  });
}

// sectionQueries are the sec= values of the sections, in order.
function sectionQueries() {
  return $$("#b-sections > li").map((li) => {
    const parts = [];
    for (const el of $$("[data-f]", li)) {
      if (el.closest(".field")?.hidden) continue;
      const v = el.value.trim().replace(/[,:]/g, " ");
      if (v !== "") parts.push(el.dataset.f + ":" + v);
    }
    return parts.join(",");
  });
}

// sectionField finds the field a server message about a section names:
// "sec 2 size ..." or a spec's "sections[1].size", numbered as shown.
function sectionField(msg) {
  let m = msg.match(/^sec (\d+):? ([a-z]+)?/);
  let n = 0, f = "";
  if (m) {
    n = Number(m[1]);
    f = m[2] || "";
  } else if ((m = msg.match(/sections\[(\d+)\]\.([a-z_]+)/))) {
    n = Number(m[1]) + 1;
    f = { algorithm: "algo", per_page: "per", algorithms: "algo" }[m[2]] || m[2];
  }
  if (!n) return null;
  const li = $$("#b-sections > li")[n - 1];
  if (!li) return null;
  const el = $("[data-f=" + f + "]", li) || $("[data-f=title]", li);
  return { n, el, box: el.nextElementSibling, text: msg.replace(/^.*?sections\[\d+\]\.[a-z_]+:?\s*/, "").replace(/^sec \d+:?\s*/, "") };
}

function wireSections() {
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
    } else {
      if (act === "up" && li.previousElementSibling) li.parentNode.insertBefore(li, li.previousElementSibling);
      if (act === "down" && li.nextElementSibling) li.parentNode.insertBefore(li.nextElementSibling, li);
      numberSections();
      e.target.focus();
    }
    schedule();
  });
}
