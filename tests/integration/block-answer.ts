import {needKey, type BlockData, type BlockNeed} from '../../app/blocks/data';

/** A need's answer as its block reads it: the value above the fold, picked from its call's answers below. */
export async function answerOf(data: BlockData, need: BlockNeed): Promise<unknown> {
  const gathered = data[needKey(need)];
  return gathered instanceof Promise ? ((await gathered) as Record<string, unknown>)[needKey(need)] : gathered;
}
