// Rasteh SDK: generated contract types plus the thin client. Regenerate types with `npm run sdk`.

export {
  type ApiClient,
  type ApiClientOptions,
  ApiError,
  createApiClient,
  DEFAULT_ERROR_DETAIL,
  NETWORK_ERROR_DETAIL,
  newIdempotencyKey,
  type TokenStore,
  type Tokens,
  toApiError,
  unwrap,
} from './client'
export type { components, operations, paths } from './schema'
export type Schemas = import('./schema').components['schemas']
