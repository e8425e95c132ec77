import { useState } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import {
  type Answer,
  type Question,
  useAnswerQuestion,
  useMarkAnswerHelpful,
  useMarkQuestionHelpful,
  useReportQuestionOrAnswer,
} from '#api/questions'
import { formatDate } from '#lib/fa'
import { useLoggedIn } from '#lib/session/use-session'
import { toast } from '#lib/toast'
import { Badge } from '#ui/badge'
import { BidiText } from '#ui/bidi-text'
import { buttonClass } from '#ui/button'
import { HelpfulButton } from '../trust/helpful-button'
import { ReportButton } from '../trust/trust-controls'
import { trustDateClass, trustMetaClass } from '../trust/trust-styles'
import { TrustTextForm } from '../trust/trust-text-form'

/** A published question, its answers («فروشنده» with the store, or «خریدار»), votes and a buyer's answer form. */
export function QuestionItem({ question }: { question: Question }) {
  const helpful = useMarkQuestionHelpful()
  const report = useReportQuestionOrAnswer()
  const loggedIn = useLoggedIn()
  const [answering, setAnswering] = useState(false)
  return (
    <article className={stack({ gap: '3', py: '5' })} data-testid="question">
      <div className={css({ display: 'flex', gap: '3' })}>
        <span
          aria-hidden="true"
          className={css({
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
            w: '8',
            h: '8',
            borderRadius: 'full',
            bg: 'accent.subtle',
            color: 'accent.text',
            fontWeight: 'bold',
          })}
        >
          ؟
        </span>
        <div className={stack({ gap: '1', minW: '0' })}>
          <h3 className={css({ fontWeight: 'semibold', lineHeight: '1.9', whiteSpace: 'pre-line' })}>
            <BidiText text={question.body} />
          </h3>
          <p className={trustMetaClass}>
            <span>{question.author_name}</span>
            <time dateTime={question.created_at} className={trustDateClass}>
              {formatDate(question.created_at)}
            </time>
          </p>
        </div>
      </div>
      {question.answers.length ? (
        <ul className={stack({ gap: '3', ps: { base: '4', md: '11' } })} aria-label="پاسخ‌ها">
          {question.answers.map((answer) => (
            <li key={answer.id}>
              <AnswerItem answer={answer} questionId={question.id} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={css({ fontSize: 'sm', color: 'fg.muted', ps: { base: '4', md: '11' } })}>
          هنوز پاسخی ثبت نشده است.
        </p>
      )}
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
        <HelpfulButton
          count={question.helpful_count}
          done={question.voted_helpful}
          pending={helpful.isPending}
          onVote={() => helpful.mutateAsync(question.id)}
        />
        {loggedIn && !answering ? (
          <button
            type="button"
            className={buttonClass({ variant: 'ghost', size: 'sm' })}
            onClick={() => setAnswering(true)}
          >
            پاسخ می‌دهم
          </button>
        ) : null}
        <ReportButton
          subject="این پرسش"
          send={(body) => report.mutateAsync({ target: 'question', id: question.id, ...body })}
        />
      </div>
      {answering ? <BuyerAnswerForm questionId={question.id} onDone={() => setAnswering(false)} /> : null}
    </article>
  )
}

function AnswerItem({ answer, questionId }: { answer: Answer; questionId: number }) {
  const helpful = useMarkAnswerHelpful()
  const report = useReportQuestionOrAnswer()
  return (
    <div
      className={stack({
        gap: '2',
        p: '3',
        bg: 'bg.subtle',
        borderRadius: 'control',
      })}
      data-testid="answer"
    >
      <p className={trustMetaClass}>
        {answer.kind === 'seller' ? (
          <>
            <Badge variant="info">فروشنده</Badge>
            <span className={css({ color: 'fg.default', fontWeight: 'medium' })}>
              {answer.store?.name ?? answer.author_name}
            </span>
          </>
        ) : (
          <>
            <Badge variant="success">خریدار</Badge>
            <span className={css({ color: 'fg.default', fontWeight: 'medium' })}>{answer.author_name}</span>
          </>
        )}
        <time dateTime={answer.created_at} className={trustDateClass}>
          {formatDate(answer.created_at)}
        </time>
      </p>
      <p className={css({ fontSize: 'sm', lineHeight: '1.9', whiteSpace: 'pre-line' })}>
        <BidiText text={answer.body} />
      </p>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
        <HelpfulButton
          count={answer.helpful_count}
          done={answer.voted_helpful}
          pending={helpful.isPending}
          onVote={() => helpful.mutateAsync({ id: answer.id, questionId })}
        />
        <ReportButton
          subject="این پاسخ"
          send={(body) => report.mutateAsync({ target: 'answer', id: answer.id, ...body })}
        />
      </div>
    </div>
  )
}

/** A buyer's answer: the server refuses (403, its own words shown) anyone who has not received the product. */
function BuyerAnswerForm({ questionId, onDone }: { questionId: number; onDone: () => void }) {
  const answer = useAnswerQuestion()
  return (
    <TrustTextForm
      what="پاسخ"
      label="پاسخ شما به عنوان خریدار این کالا"
      submitLabel="ثبت پاسخ"
      offlineText="برای ثبت پاسخ به اینترنت وصل شوید."
      className={stack({ gap: '3', ps: { base: '4', md: '11' } })}
      onSubmit={async (body) => {
        await answer.mutateAsync({ id: questionId, body })
        toast({ title: 'پاسخ شما ثبت شد', variant: 'success' })
        onDone()
      }}
      onCancel={onDone}
    />
  )
}
