// Known-answer vectors for the bytes existing logs depend on: canonicalize, the chain hash and definitionHash.
//
// Every expected value is written by hand. The canonical texts follow RFC 8785 (keys in UTF-16 order, ECMAScript
// numbers, JSON.stringify escapes); each 64-hex digest was computed outside this code, with `printf '%s' '<text>' |
// sha256sum` on the text shown. Tests of anything that hashes (stores, verify, export) can reuse them.

/** Canonical texts and their SHA-256, by hand. */
export const knownAnswers = {
  canonical: [
    {
      what: 'keys sorted at every level, arrays in order, literals',
      input: { c: { é: 1, e: 2 }, b: 2, a: [1, 'x', null, true, false] },
      text: '{"a":[1,"x",null,true,false],"b":2,"c":{"e":2,"é":1}}',
      sha256: 'e3a62fe22c723d70d59e0da16c4a5826beafe5dfd8c9470290e8a7484c1cc69c',
    },
    {
      what: 'numbers in ECMAScript form: -0 is 0, exponents from 1e21 and below 1e-6',
      input: [-0, -1, 0.1, 1e21, 1.5e-7, 123456789012, 9007199254740991, -0.5],
      text: '[0,-1,0.1,1e+21,1.5e-7,123456789012,9007199254740991,-0.5]',
      sha256: '8bd824bb7744c6077d1e36c8120b310bcb97884f7962386138a6f448eb64b8ce',
    },
    {
      what: 'keys in UTF-16 order (a surrogate pair before U+FFFF), JSON escapes, U+2028 raw',
      input: { q: '"\\\n\u0000\u2028', '\uffff': 'bmp', '😀': 'astral' },
      text: '{"q":"\\"\\\\\\n\\u0000\u2028","😀":"astral","\uffff":"bmp"}',
      sha256: '3dfd4c9e3f3fcd8893eb928a7345d6272015dd9cfb01d22a0218d1a83b155c81',
    },
    {
      what: 'empty containers',
      input: { b: [], a: {} },
      text: '{"a":{},"b":[]}',
      sha256: 'aeeba1e56a144077f89e26c930dad7cf933e9383cfb8e33ddff618233b29be76',
    },
    {
      what: 'a lone surrogate is escaped, so the text is ASCII',
      input: ['\ud800'],
      text: '["\\ud800"]',
      sha256: '69119aac5ce42bc93c1667db0454297ffaa342c431efa2dfdf48af101c035106',
    },
  ],
  definition: {
    input: { tools: ['git'], policy: { grants: [{ resource: 'repo-a', actions: ['read'] }] } },
    // '{"policy":{"grants":[{"actions":["read"],"resource":"repo-a"}]},"tools":["git"]}'
    sha256: '51c9e9ab79468cf028a7fdc8f85f65da5b65f89e514c019fde2e5d59429bdd66',
  },
  /**
   * A three-fact chain. Each hash is SHA-256 of the JSON array [prev_hash, seq, stream, version, type,
   * command_id, recorded_at, data], data being the stored canonical text; the third has non-ASCII (NFC) text.
   */
  chain: [
    {
      fact: {
        seq: 1,
        stream: 'Project/p-1',
        version: 1,
        type: 'created',
        command_id: 'cmd-1',
        recorded_at: '2026-01-01T00:00:00.000Z',
        data: '{"fields":{"display_name":"P","project_id":"p-1"},"state":"active"}',
      },
      hash: '275990419f0f7eb03655456a7fce7e466f53503bffbcae620e936f8e27effe07',
    },
    {
      fact: {
        seq: 2,
        stream: 'Project/p-1',
        version: 2,
        type: 'transitioned',
        command_id: 'cmd-2',
        recorded_at: '2026-01-01T00:00:01.000Z',
        data: '{"from":"active","to":"archived"}',
      },
      hash: 'acd07854dee6fbd555dfb9100f946a681e5ceaff91f27c5783d794cff219007f',
    },
    {
      fact: {
        seq: 3,
        stream: 'Task/t\u00e2che',
        version: 1,
        type: 'created',
        command_id: 'cmd-3',
        recorded_at: '2026-01-01T00:00:02.000Z',
        data: '{"fields":{"task_id":"t\u00e2che","title":"Caf\u00e9 \u2615"},"state":"open"}',
      },
      hash: 'fd2ace9bb9fde54d57f169307521b5bd996f2f253bbfa7f17b408d0cefb0e84b',
    },
  ],
} as const;
