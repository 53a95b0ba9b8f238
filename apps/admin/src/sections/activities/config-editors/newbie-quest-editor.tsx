import { newbieTasks, type TNewbieTask } from '@lottery/contracts';
import { fill } from '../../../shared/i18n/define-texts.ts';
import { errorsBelow, type TConfigEditor, type TConfigEditorProps } from './config-editor-types.ts';
import { FieldError, wholeOf, wholeText } from './field-error.tsx';
import { tiersEditorTexts } from './tiers-editor-texts.ts';

/** newbieQuest: the tasks with their prizes (each task once), and the days after registering. */
function NewbieQuestEditor({ value, onChange, errors }: TConfigEditorProps<'newbieQuest'>) {
  const texts = tiersEditorTexts.useTexts();
  const tasks = value.Tasks;
  const taskErrors = errorsBelow('Tasks', errors);
  const setTasks = (Tasks: typeof tasks) => onChange({ ...value, Tasks });
  const unused = newbieTasks.filter((task) => !tasks.some((row) => row.Task === task));
  return (
    <div className="config-editor">
      <fieldset className="config-group">
        <legend>{texts.newbie.tasks}</legend>
        <p className="form-hint">{texts.newbie.hint}</p>
        {tasks.map((row, index) => (
          <div key={index} className="config-row">
            <label>
              {fill(texts.newbie.task, { n: index + 1 })}{' '}
              <select
                value={row.Task}
                onChange={(event) =>
                  setTasks(
                    tasks.map((old, at) =>
                      at === index ? { ...old, Task: event.target.value as TNewbieTask } : old,
                    ),
                  )
                }
              >
                {newbieTasks.map((task) => (
                  <option key={task} value={task}>
                    {texts.newbie.names[task]}
                  </option>
                ))}
              </select>
            </label>{' '}
            <label>
              {fill(texts.newbie.prize, { n: index + 1 })}{' '}
              <input
                inputMode="decimal"
                aria-invalid={taskErrors[`${index}.Prize`] ? true : undefined}
                value={String(row.Prize)}
                onChange={(event) =>
                  setTasks(
                    tasks.map((old, at) =>
                      at === index ? { ...old, Prize: event.target.value } : old,
                    ),
                  )
                }
              />
            </label>{' '}
            <button
              type="button"
              className="button-link"
              disabled={tasks.length <= 1}
              onClick={() => setTasks(tasks.filter((_, at) => at !== index))}
            >
              {texts.remove}
            </button>
            <FieldError errors={taskErrors} path={`${index}.Prize`} />
          </div>
        ))}
        <FieldError errors={taskErrors} path="" />
        <button
          type="button"
          disabled={unused.length === 0}
          onClick={() => {
            const [next] = unused;
            if (next) setTasks([...tasks, { Task: next, Prize: '' }]);
          }}
        >
          {texts.newbie.add}
        </button>
      </fieldset>
      <label className="config-row">
        {texts.newbie.withinDays}{' '}
        <input
          type="number"
          min={1}
          max={365}
          step={1}
          aria-invalid={errors.WithinDays ? true : undefined}
          value={wholeText(value.WithinDays)}
          onChange={(event) => onChange({ ...value, WithinDays: wholeOf(event.target.value) })}
        />
        <FieldError errors={errors} path="WithinDays" />
      </label>
    </div>
  );
}

export const newbieQuestEditor: TConfigEditor<'newbieQuest'> = {
  Editor: NewbieQuestEditor,
  initial: () => ({
    Type: 'newbieQuest',
    Tasks: newbieTasks.map((Task) => ({ Task, Prize: '' })),
    WithinDays: 7,
  }),
};
