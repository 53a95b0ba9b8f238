import { securityQuestions, type TSetSecurityQuestionsRequest } from '@lottery/contracts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { writeAudit } from '../auth/audit.ts';
import { hashPassword } from '../auth/password-hashing.ts';
import type { TAccountDeps } from './account-deps.ts';
import { checkLoginPassword } from './check-login-password.ts';

/** Answers compare trimmed and case-blind: "Beijing " and "beijing" are the same answer. */
export const normaliseAnswer = (answer: string) => answer.trim().toLowerCase();

/** Replaces the player's 2-3 security questions; answers are kept only as argon2id hashes. */
export async function setSecurityQuestions(
  deps: TAccountDeps,
  userId: number,
  input: TSetSecurityQuestionsRequest,
): Promise<TResult<void>> {
  const ids = input.Answers.map((a) => a.QuestionId);
  if (ids.some((id) => !Object.hasOwn(securityQuestions, id))) {
    return fail('SecurityQuestionUnknown');
  }
  if (new Set(ids).size !== ids.length) return fail('SecurityQuestionRepeated');
  const now = deps.clock.now();
  const checked = await checkLoginPassword(deps.db, userId, input.LoginPassword, now);
  if (!checked.ok) return checked;
  const hashes = await Promise.all(
    input.Answers.map((a) => hashPassword(normaliseAnswer(a.Answer))),
  );
  await deps.db.transaction(async (tx) => {
    await tx.query(`DELETE FROM security_answers WHERE user_id = $1`, [userId]);
    await tx.query(
      `INSERT INTO security_answers (user_id, question_id, answer_hash, set_at)
       SELECT $1, unnest($2::smallint[]), unnest($3::text[]), $4`,
      [userId, ids, hashes, new Date(now)],
    );
    await writeAudit(tx, {
      at: now,
      actorUserId: userId,
      subjectUserId: userId,
      action: 'security_questions.set',
      detail: { questionIds: ids },
    });
  });
  return succeed(undefined);
}
