// Whether the log still extends one checkpoint, reading only the facts since it: what checkpoint checks before signing.
import { chainBreaks, genesisHead, headOf, type ChainHead } from './core/chain.js';
import { extensionProblem, type CheckpointClaim } from './checkpoint.js';
import { genesisHash } from './core/facts.js';
import { pageSize } from './store/paging.js';
import type { FactStore } from './core/store-port.js';

/**
 * Why the log does not extend `claim`: its fact at the claim's position has another hash, or a fact
 * since then breaks the chain after the one before it (core/chain's chainBreaks). Undefined when it does.
 * Reads the facts after the checkpoint a page at a time, so it costs what was appended since.
 */
export async function chainBreakSince(
  store: Pick<FactStore, 'factsAfter' | 'headSeq'>,
  claim: CheckpointClaim,
): Promise<string | undefined> {
  const { seq } = claim.checkpoint;
  let previous: ChainHead | undefined;
  if (seq === 0) {
    previous = genesisHead;
    const problem = extensionProblem(claim, genesisHash, 0);
    if (problem) return problem;
  }
  for (let after = Math.max(seq - 1, 0); ;) {
    const page = await store.factsAfter(after, pageSize);
    if (previous === undefined && page[0]?.seq !== seq)
      return extensionProblem(claim, undefined, await store.headSeq());
    for (const fact of page) {
      if (previous === undefined) {
        const problem = extensionProblem(claim, fact.hash, fact.seq);
        if (problem) return problem;
      } else if (chainBreaks(previous, fact).length > 0)
        return `fact #${fact.seq}, after ${claim.location}'s checkpoint, is not chained to the fact before it`;
      previous = headOf(fact);
    }
    if (page.length < pageSize) return undefined;
    after = page[page.length - 1]!.seq;
  }
}
