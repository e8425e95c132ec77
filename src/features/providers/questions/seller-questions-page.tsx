import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import {
  SELLER_TRUST_PAGE_SIZE,
  type StoreQuestion,
  storeQuestionsQueryOptions,
  unansweredQuestionsQueryOptions,
  useAnswerQuestion,
} from '#api/seller-trust'
import { formatDate, formatNumber } from '#lib/fa'
import { toast } from '#lib/toast'
import { useDocumentTitle } from '#lib/use-document-title'
import { Badge, CountBadge } from '#ui/badge'
import { Button } from '#ui/button'
import { skipOf } from '#ui/panel/data-table/table-search'
import { useTableSearch } from '#ui/panel/data-table/use-table-search'
import { answerAuthor, trustCard, trustText } from '#views/panel/trust-content'
import { AnswerForm } from './answer-form'
import { ProductRef } from './product-ref'
import { TrustList } from './trust-list'
import type { SellerTrustSearch } from './trust-search'
import { answerButton, metaLine, ownAnswer } from './trust-styles'

function QuestionCard({ question, storeId }: { question: StoreQuestion; storeId: number }) {
  const [answering, setAnswering] = useState(false)
  const answer = useAnswerQuestion(storeId)
  const ours = question.answers.find((a) => a.kind === 'seller' && a.store?.id === storeId)
  const others = question.answers.filter((a) => a !== ours)
  return (
    <article className={trustCard} aria-label={`پرسش ${question.author_name} دربارهٔ ${question.product.name_fa}`}>
      <ProductRef product={question.product} />
      <div className={stack({ gap: '1' })}>
        <p className={`${trustText} ${css({ fontSize: 'md', fontWeight: 'semibold' })}`}>{question.body}</p>
        <div className={metaLine}>
          <span>{question.author_name}</span>
          <span aria-hidden="true">،</span>
          <time dateTime={question.created_at}>{formatDate(question.created_at)}</time>
          {others.length > 0 ? (
            <>
              <span aria-hidden="true">،</span>
              <span>{`${formatNumber(others.length)} پاسخ دیگر`}</span>
            </>
          ) : null}
        </div>
      </div>
      {others.length > 0 ? (
        <ul aria-label="پاسخ‌های دیگران" className={stack({ gap: '1', fontSize: 'sm' })}>
          {others.map((a) => (
            <li key={a.id} className={trustText}>
              <strong>{answerAuthor(a)}:</strong> {a.body}
            </li>
          ))}
        </ul>
      ) : null}
      {ours ? (
        <div className={ownAnswer}>
          <Badge variant="success" className={css({ alignSelf: 'flex-start' })}>
            پاسخ شما
          </Badge>
          <p className={trustText}>{ours.body}</p>
        </div>
      ) : answering ? (
        <AnswerForm
          label={`پاسخ شما به پرسش ${question.author_name}`}
          onCancel={() => setAnswering(false)}
          onSubmit={async (body) => {
            await answer.mutateAsync({ id: question.id, body })
            toast({
              title: 'پاسخ شما ثبت شد',
              description: 'در صفحهٔ محصول با نام فروشگاه نمایش داده می‌شود.',
              variant: 'success',
            })
            setAnswering(false)
          }}
        />
      ) : (
        <Button size="lg" className={answerButton} onClick={() => setAnswering(true)}>
          پاسخ دهید
        </Button>
      )}
    </article>
  )
}

/**
 * /providers/$storeId/questions: the inbox of published questions about the store's products
 * that it has not answered, newest first (or every question, with «همه پرسش‌ها»); each answered
 * in place, from a desk or a phone. An answered question leaves the inbox and the count drops.
 */
export function SellerQuestionsPage({ storeId }: { storeId: string }) {
  const id = Number(storeId)
  const { search, update } = useTableSearch<SellerTrustSearch>()
  const unanswered = !search.all
  const query = useQuery(
    storeQuestionsQueryOptions(id, {
      unanswered,
      skip: skipOf(search.page, SELLER_TRUST_PAGE_SIZE),
      limit: SELLER_TRUST_PAGE_SIZE,
    }),
  )
  // The list's own count once it is in; the sidebar's until then (the same query, cached).
  const badge = useQuery(unansweredQuestionsQueryOptions(id)).data ?? 0
  const count = query.data?.unanswered_total ?? badge
  useDocumentTitle(count > 0 ? `(${formatNumber(count)}) پرسش‌ها` : 'پرسش‌ها')
  return (
    <TrustList
      title="پرسش‌های خریداران"
      tabsLabel="کدام پرسش‌ها"
      tabs={[
        {
          value: 'unanswered',
          label: (
            <>
              بی‌پاسخ
              {count > 0 ? <CountBadge count={count} label={`${formatNumber(count)} پرسش بی‌پاسخ`} /> : null}
            </>
          ),
        },
        { value: 'all', label: 'همه پرسش‌ها' },
      ]}
      tab={unanswered ? 'unanswered' : 'all'}
      onTabChange={(value) => update({ all: value === 'all' ? true : undefined })}
      label={unanswered ? 'پرسش‌های بی‌پاسخ' : 'همه پرسش‌ها'}
      query={query}
      renderRow={(question) => <QuestionCard question={question} storeId={id} />}
      empty={
        unanswered
          ? { title: 'پرسش بی‌پاسخی ندارید', description: 'پرسش‌های تازهٔ خریداران دربارهٔ محصولات شما اینجا می‌آید.' }
          : { title: 'هنوز پرسشی دربارهٔ محصولات شما نیست' }
      }
    />
  )
}
