// The docs site's behaviour: the navigation drawn from nav.js, offline search over the index next to this file, and
// Mermaid diagrams drawn in place.
(function () {
  'use strict';
  var root = document.documentElement.getAttribute('data-root') || '';
  var input = document.getElementById('search');
  var list = document.getElementById('search-results');
  var index = null;
  var here = document.documentElement.getAttribute('data-page') || '';

  // The page holds only the first level of the navigation (enough without scripts); the whole of it,
  // with each folder's pages, comes from nav.js. Text goes in as text, never as markup.
  function link(entry) {
    var anchor = document.createElement('a');
    anchor.href = root + entry.site;
    anchor.textContent = entry.title;
    if (entry.site === here) anchor.setAttribute('aria-current', 'page');
    return anchor;
  }

  function drawNavigation(sections) {
    var nav = document.querySelector('nav.site-nav');
    if (!nav) return;
    nav.textContent = '';
    sections.forEach(function (section) {
      var block = document.createElement('section');
      var heading = document.createElement('h2');
      heading.textContent = section.title;
      var items = document.createElement('ul');
      section.items.forEach(function (item) {
        var entry = document.createElement('li');
        var label = item.site ? link(item) : document.createTextNode(item.title);
        if (item.children.length) {
          var details = document.createElement('details');
          details.open = item.children.some(function (child) {
            return child.site === here;
          });
          var summary = document.createElement('summary');
          summary.appendChild(label);
          var children = document.createElement('ul');
          item.children.forEach(function (child) {
            var childEntry = document.createElement('li');
            childEntry.appendChild(link(child));
            children.appendChild(childEntry);
          });
          details.appendChild(summary);
          details.appendChild(children);
          entry.appendChild(details);
        } else entry.appendChild(label);
        items.appendChild(entry);
      });
      block.appendChild(heading);
      block.appendChild(items);
      nav.appendChild(block);
    });
  }

  if (window.AWM_NAV) drawNavigation(window.AWM_NAV);

  // The search index grows with the model (tens of megabytes at 20,000 terms), so it is loaded when
  // the reader first searches, not with every page. Callers waiting for it run once it is there.
  var waiting = null;
  function loadScript(file, then) {
    var script = document.createElement('script');
    script.src = root + file;
    script.onload = then;
    document.body.appendChild(script);
  }
  function withIndex(then) {
    if (index) return then();
    if (waiting) return waiting.push(then);
    waiting = [then];
    loadScript('assets/minisearch.js', function () {
      loadScript('assets/search-index.js', function () {
        index = MiniSearch.loadJS(window.AWM_SEARCH_INDEX.index, window.AWM_SEARCH_INDEX.options);
        waiting.forEach(function (callback) {
          callback();
        });
        waiting = null;
      });
    });
  }

  function show(query) {
    list.textContent = '';
    if (!query) {
      list.hidden = true;
      return;
    }
    var results = index.search(query, { prefix: true, fuzzy: 0.2, boost: { title: 6, headings: 2 } });
    results.slice(0, 12).forEach(function (result) {
      var item = document.createElement('li');
      var link = document.createElement('a');
      link.href = root + result.id;
      link.textContent = result.title;
      var section = document.createElement('span');
      section.className = 'search-section';
      section.textContent = result.section;
      link.appendChild(section);
      item.appendChild(link);
      list.appendChild(item);
    });
    if (!results.length) {
      var none = document.createElement('li');
      none.className = 'search-none';
      none.textContent = 'No page matches "' + query + '".';
      list.appendChild(none);
    }
    list.hidden = false;
  }

  input.addEventListener('focus', function () {
    withIndex(function () {});
  });
  input.addEventListener('input', function () {
    withIndex(function () {
      show(input.value.trim());
    });
  });
  input.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') {
      input.value = '';
      show('');
    } else if (event.key === 'Enter') {
      var first = list.querySelector('a');
      if (first) window.location.href = first.href;
    }
  });

  if (window.mermaid) {
    window.mermaid.initialize({ startOnLoad: false, securityLevel: 'strict' });
    window.mermaid.run({ querySelector: 'pre.mermaid' });
  }
})();
