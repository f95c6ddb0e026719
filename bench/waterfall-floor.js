// The floor of bench/waterfall.mjs: the page and one script, and nothing after them.
window.waterfall.floor = performance.now();
