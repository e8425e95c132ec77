// Rasteh SDK: generated contract types plus the thin client. Regenerate types with `npm run sdk`.
export type { components, operations, paths } from './schema'
export {
  ApiError,
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  DEFAULT_ERROR_DETAIL,
  NETWORK_ERROR_DETAIL,
  newIdempotencyKey,
  type TokenStore,
  type Tokens,
  toApiError,
  unwrap,
} from './client'
export type Schemas = import('./schema').components['schemas']
