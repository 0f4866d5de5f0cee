import {answerFrom, needKey, type BlockData, type BlockNeed} from '../../app/blocks/data';

/** A need's answer as its block reads it, once what the page gathered for it has resolved. */
export async function answerOf(data: BlockData, need: BlockNeed): Promise<unknown> {
  const gathered = data[needKey(need)];
  return answerFrom(gathered, await gathered, needKey(need));
}
