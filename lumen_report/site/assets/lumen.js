/* lumen-report: draws charts from data-lumen-chart attributes and makes tables sortable.
 *
 * One script for every page (extra_javascript), run on each page view through Material's
 * document$ observable, so charts survive instant navigation. plotly.min.js, shipped next to
 * this file, is loaded only when the page has a chart. Nothing is fetched from the network.
 */
(function () {
  "use strict";
  if (window.lumenReport) return;

  var script = document.currentScript;
  var base = script ? script.src : document.baseURI;
  var plotlyUrl = new URL("plotly.min.js", base).href;
  var plotlyPromise = null;

  function loadPlotly() {
    if (window.Plotly) return Promise.resolve(window.Plotly);
    if (!plotlyPromise) {
      plotlyPromise = new Promise(function (resolve, reject) {
        var tag = document.createElement("script");
        tag.src = plotlyUrl;
        tag.async = true;
        tag.onload = function () { resolve(window.Plotly); };
        tag.onerror = function () {
          plotlyPromise = null;
          reject(new Error("lumen-report: could not load " + plotlyUrl));
        };
        document.head.appendChild(tag);
      });
    }
    return plotlyPromise;
  }

  function palette() {
    var style = getComputedStyle(document.body);
    var fg = style.getPropertyValue("--md-default-fg-color").trim() || "#333";
    var light = style.getPropertyValue("--md-default-fg-color--lightest").trim() || "#ddd";
    var dark = document.body.getAttribute("data-md-color-scheme") === "slate";
    return {
      font: { color: fg, family: style.fontFamily },
      paper_bgcolor: "rgba(0,0,0,0)",
      plot_bgcolor: "rgba(0,0,0,0)",
      // Ten colours: a suite of up to ten lanes never gives two lanes the same one.
      colorway: dark
        ? ["#82b1ff", "#ffb74d", "#80cbc4", "#f48fb1", "#ce93d8", "#c5e1a5", "#ef9a9a",
           "#bcaaa4", "#b0bec5", "#fff59d"]
        : ["#1565c0", "#ef6c00", "#00897b", "#ad1457", "#6a1b9a", "#558b2f", "#c62828",
           "#5d4037", "#78909c", "#f9a825"],
      hoverlabel: { font: { family: style.fontFamily } },
      grid: light,
      dark: dark
    };
  }

  function themed(layout, p) {
    var out = Object.assign({}, layout, {
      font: p.font, paper_bgcolor: p.paper_bgcolor, plot_bgcolor: p.plot_bgcolor,
      colorway: p.colorway, hoverlabel: p.hoverlabel, autosize: true
    });
    ["xaxis", "yaxis"].forEach(function (axis) {
      out[axis] = Object.assign({}, layout[axis] || {}, {
        gridcolor: p.grid, zerolinecolor: p.grid, linecolor: p.grid, automargin: true
      });
    });
    if (out.title) out.title = Object.assign({}, out.title, { x: 0, xanchor: "left" });
    return out;
  }

  var drawn = [];

  function drawCharts() {
    var nodes = Array.prototype.slice.call(document.querySelectorAll("[data-lumen-chart]"));
    drawn = drawn.filter(function (node) { return document.body.contains(node); });
    if (!nodes.length) return;
    loadPlotly().then(function (Plotly) {
      var p = palette();
      nodes.forEach(function (node) {
        if (node.getAttribute("data-lumen-drawn")) return;
        var figure;
        try {
          figure = JSON.parse(node.getAttribute("data-lumen-chart"));
        } catch (err) {
          node.textContent = "This chart could not be read.";
          return;
        }
        node.setAttribute("data-lumen-drawn", "1");
        node.lumenLayout = figure.layout || {};
        Plotly.newPlot(node, figure.data || [], themed(node.lumenLayout, p), {
          responsive: true, displaylogo: false,
          modeBarButtonsToRemove: ["select2d", "lasso2d"]
        });
        drawn.push(node);
      });
    }).catch(function (err) {
      nodes.forEach(function (node) {
        node.textContent = "Charts need plotly.min.js next to lumen.js; see the text below.";
      });
      if (window.console) console.warn(err.message);
    });
  }

  function retheme() {
    if (!window.Plotly || !drawn.length) return;
    var p = palette();
    drawn.forEach(function (node) {
      if (document.body.contains(node)) {
        window.Plotly.relayout(node, themed(node.lumenLayout || {}, p));
      }
    });
  }

  function cellValue(cell) {
    var text = (cell.textContent || "").trim();
    var number = parseFloat(text.replace(/[,\u202f\s]/g, "").replace(/^[^\d.+-]+/, ""));
    return /^[-+]?[\d.,\u202f\s]+/.test(text) && !isNaN(number) ? number : text.toLowerCase();
  }

  function compare(a, b) {
    var blankA = a === "" || a === "\u2014", blankB = b === "" || b === "\u2014";
    if (blankA || blankB) return blankA === blankB ? 0 : blankA ? 1 : -1;
    if (typeof a === "number" && typeof b === "number") return a - b;
    return String(a).localeCompare(String(b), undefined, { numeric: true });
  }

  function sortable() {
    var tables = document.querySelectorAll(".md-typeset table:not([data-lumen-sortable])");
    Array.prototype.forEach.call(tables, function (table) {
      var head = table.tHead;
      var body = table.tBodies[0];
      if (!head || !body || body.rows.length < 2) return;
      table.setAttribute("data-lumen-sortable", "1");
      Array.prototype.forEach.call(head.rows[0].cells, function (th, index) {
        th.setAttribute("aria-sort", "none");
        th.tabIndex = 0;
        th.title = "Sort by this column";
        function sort() {
          var ascending = th.getAttribute("aria-sort") !== "ascending";
          Array.prototype.forEach.call(head.rows[0].cells, function (other) {
            other.setAttribute("aria-sort", "none");
          });
          th.setAttribute("aria-sort", ascending ? "ascending" : "descending");
          var rows = Array.prototype.slice.call(body.rows);
          rows.sort(function (r1, r2) {
            var order = compare(cellValue(r1.cells[index]), cellValue(r2.cells[index]));
            return ascending ? order : -order;
          });
          rows.forEach(function (row) { body.appendChild(row); });
        }
        th.addEventListener("click", sort);
        th.addEventListener("keydown", function (event) {
          if (event.key === "Enter" || event.key === " ") { event.preventDefault(); sort(); }
        });
      });
    });
  }

  function onPage() {
    sortable();
    drawCharts();
  }

  window.lumenReport = { redraw: onPage, loadPlotly: loadPlotly };

  new MutationObserver(retheme).observe(document.body, {
    attributes: true, attributeFilter: ["data-md-color-scheme", "data-md-color-primary"]
  });

  if (typeof window.document$ !== "undefined" && window.document$.subscribe) {
    window.document$.subscribe(onPage);
  }
  // Also on the first load, whatever document$ does: opened from a folder (file://),
  // Material's document$ never emits, and the page would stay without charts or sorting.
  // onPage is idempotent (drawn and sortable nodes are marked), so running twice is harmless.
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", onPage);
  } else {
    onPage();
  }
})();
