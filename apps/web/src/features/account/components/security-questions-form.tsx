import {
  securityQuestionCount,
  securityQuestions,
  type TSecurityCenterData,
} from '@lottery/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { setSecurityQuestions } from '../api/account-calls.ts';
import { Field } from './field.tsx';
import { FormStatus } from './form-status.tsx';
import { useAccountAction } from './use-account-action.ts';

interface TRow {
  questionId: number;
  answer: string;
}

const questionIds = Object.keys(securityQuestions).map(Number);

/** Two or three questions from the list, answered; saving replaces the ones set before. */
export function SecurityQuestionsForm({ data }: { data: TSecurityCenterData }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'zh-CN';
  const initial = data.SecurityQuestionIds.length
    ? data.SecurityQuestionIds
    : questionIds.slice(0, 2);
  const [rows, setRows] = useState<TRow[]>(
    initial.map((questionId) => ({ questionId, answer: '' })),
  );
  const [password, setPassword] = useState('');
  const action = useAccountAction(setSecurityQuestions);
  const edit = (index: number, patch: Partial<TRow>) =>
    setRows(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const isReady = password !== '' && rows.every((row) => row.answer.trim() !== '');
  function submit(event: FormEvent) {
    event.preventDefault();
    action.mutate(
      {
        LoginPassword: password,
        Answers: rows.map((row) => ({ QuestionId: row.questionId, Answer: row.answer.trim() })),
      },
      { onSuccess: () => setPassword('') },
    );
  }
  return (
    <form
      className="card form account-card"
      id="security-questions"
      onSubmit={submit}
      noValidate
      aria-labelledby="questions-title"
    >
      <h2 id="questions-title">{t('account.security.questions')}</h2>
      {data.SecurityQuestionIds.length > 0 && (
        <p className="account-value">
          {t('account.security.questionsSet', { count: data.SecurityQuestionIds.length })}
        </p>
      )}
      <p className="muted">{t('account.security.questionsHint')}</p>
      {rows.map((row, index) => (
        <fieldset key={index} className="account-question">
          <legend>{t('account.security.question', { n: index + 1 })}</legend>
          <select
            className="account-select"
            aria-label={t('account.security.question', { n: index + 1 })}
            value={row.questionId}
            onChange={(e) => edit(index, { questionId: Number(e.target.value) })}
          >
            {questionIds.map((id) => (
              <option
                key={id}
                value={id}
                disabled={rows.some((other, at) => at !== index && other.questionId === id)}
              >
                {securityQuestions[id]?.[language]}
              </option>
            ))}
          </select>
          <Field
            label={t('account.security.answer')}
            value={row.answer}
            maxLength={50}
            onChange={(e) => edit(index, { answer: e.target.value })}
          />
          {rows.length > securityQuestionCount.min && (
            <button
              type="button"
              className="link"
              onClick={() => setRows(rows.filter((_, at) => at !== index))}
            >
              {t('account.security.removeQuestion')}
            </button>
          )}
        </fieldset>
      ))}
      {rows.length < securityQuestionCount.max && (
        <button
          type="button"
          className="button"
          onClick={() => {
            const free = questionIds.find((id) => !rows.some((row) => row.questionId === id));
            if (free !== undefined) setRows([...rows, { questionId: free, answer: '' }]);
          }}
        >
          {t('account.security.addQuestion')}
        </button>
      )}
      <Field
        label={t('account.common.loginPassword')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormStatus
        error={action.errorText}
        success={action.isSuccess ? t('account.common.saved') : null}
      />
      <button className="button primary" disabled={!isReady || action.isPending}>
        {t('account.security.saveQuestions')}
      </button>
    </form>
  );
}
