import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import {
  MODERATION_PAGE_SIZE,
  moderationQuestionsQueryOptions,
  pendingModerationQueryOptions,
  useApproveQuestions,
  useModerateQuestion,
} from '#api/admin-trust'
import { useDocumentTitle } from '#lib/use-document-title'
import { useTableSearch } from '#ui/panel/data-table/use-table-search'
import { PanelHeader } from '#ui/panel/panel-layout'
import { ProductFilter, ReportedFilter, StatusTabs } from '../moderation/moderation-filters'
import { moderationParams } from '../moderation/moderation-params'
import { ModerationQueue } from '../moderation/moderation-queue'
import type { ModerationSearch } from '../moderation/moderation-search'
import { QuestionContent } from './question-content'

const toolbar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '3', mb: '4' })

/**
 * /admin/questions: product questions waiting for a decision (or published, or rejected), the
 * reported ones (a question or one of its answers) first when asked; approve, reject with a
 * reason, approve several, and remove a reported answer with its reason.
 */
export function AdminQuestionsPage() {
  useDocumentTitle('پرسش‌ها')
  const { search } = useTableSearch<ModerationSearch>()
  const query = useQuery(moderationQuestionsQueryOptions(moderationParams(search)))
  const pending = useQuery(pendingModerationQueryOptions('questions')).data ?? 0
  const moderate = useModerateQuestion()
  const approveMany = useApproveQuestions()
  const shown = query.data?.items.find((q) => q.product.id === search.product)
  return (
    <>
      <PanelHeader title="پرسش‌ها" />
      <StatusTabs pending={pending} noun="پرسش" />
      <div className={toolbar}>
        <ReportedFilter />
        <ProductFilter productName={shown?.product.name_fa} />
      </div>
      <ModerationQueue
        noun="پرسش"
        label="صف بررسی پرسش‌ها"
        page={query.data}
        pageSize={MODERATION_PAGE_SIZE}
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        renderContent={(question) => <QuestionContent question={question} />}
        approve={(id) => moderate.mutateAsync({ id, decision: 'approve' })}
        reject={(id, reason) => moderate.mutateAsync({ id, decision: 'reject', reason })}
        approveMany={(ids) => approveMany.mutateAsync(ids)}
      />
    </>
  )
}
