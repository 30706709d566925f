// The docs site's behaviour: offline search over the index next to this file, and Mermaid diagrams drawn in place.
(function () {
  'use strict';
  var root = document.documentElement.getAttribute('data-root') || '';
  var input = document.getElementById('search');
  var list = document.getElementById('search-results');
  var index = null;

  function searchIndex() {
    if (!index) index = MiniSearch.loadJS(window.AWM_SEARCH_INDEX.index, window.AWM_SEARCH_INDEX.options);
    return index;
  }

  function show(query) {
    list.textContent = '';
    if (!query) {
      list.hidden = true;
      return;
    }
    var results = searchIndex().search(query, { prefix: true, fuzzy: 0.2, boost: { title: 6, headings: 2 } });
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

  input.addEventListener('input', function () {
    show(input.value.trim());
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
