import { useState } from 'react'
import { css } from 'styled-system/css'
import { stack, wrap } from 'styled-system/patterns'
import { type ModeratedQuestion, useDeleteAnswer } from '#api/admin-trust'
import { formatDate, formatNumber } from '#lib/fa'
import type { Schemas } from '#sdk'
import { Badge } from '#ui/badge'
import { Button } from '#ui/button'
import { answerAuthor, trustText } from '#views/panel/trust-content'
import { ReasonDialog } from '../moderation/reason-dialog'

type Answer = Schemas['Answer']

const answerBox = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  p: '3',
  bg: 'bg.subtle',
  borderRadius: 'control',
  borderInlineStartWidth: '3px',
  borderColor: 'border.default',
})
const reportedBox = css({ borderColor: 'danger.default' })

function AnswerItem({ answer }: { answer: Answer }) {
  const [removing, setRemoving] = useState(false)
  const remove = useDeleteAnswer()
  const reports = answer.report_count ?? 0
  return (
    <li className={`${answerBox} ${reports > 0 ? reportedBox : ''}`}>
      <div className={wrap({ gap: '2', alignItems: 'center', fontSize: 'sm' })}>
        <strong>{answerAuthor(answer)}</strong>
        <time dateTime={answer.created_at} className={css({ color: 'fg.muted' })}>
          {formatDate(answer.created_at)}
        </time>
        {reports > 0 ? <Badge variant="danger">{`${formatNumber(reports)} گزارش`}</Badge> : null}
        <Button
          variant="ghost"
          size="sm"
          className={css({ ms: 'auto', color: 'danger.default' })}
          onClick={() => setRemoving(true)}
        >
          حذف پاسخ
        </Button>
      </div>
      <p className={trustText}>{answer.body}</p>
      <ReasonDialog
        open={removing}
        onOpenChange={setRemoving}
        title={`حذف پاسخ ${answerAuthor(answer)}`}
        description="پاسخ از صفحهٔ محصول برداشته می‌شود و دلیل در گزارش فعالیت‌ها می‌ماند."
        confirmLabel="حذف پاسخ"
        onConfirm={(reason) => remove.mutateAsync({ id: answer.id, reason })}
      />
    </li>
  )
}

/** The question's text and every answer to it, the reported ones marked, each removable. */
export function QuestionContent({ question }: { question: ModeratedQuestion }) {
  return (
    <div className={stack({ gap: '3' })}>
      <p className={`${trustText} ${css({ fontWeight: 'semibold' })}`}>{question.body}</p>
      {question.answers.length > 0 ? (
        <ul aria-label="پاسخ‌ها" className={stack({ gap: '2' })}>
          {question.answers.map((answer) => (
            <AnswerItem key={answer.id} answer={answer} />
          ))}
        </ul>
      ) : (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>هنوز پاسخی ندارد.</p>
      )}
    </div>
  )
}
