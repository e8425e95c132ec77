// auth.yaml: one-time codes, sign-in, refresh, logout, profile and passwords.

import { normalizeMobile } from '#sdk/rules/phone'
import { defineHandlers, signedIn } from '../../contract/handlers'
import { conflict, HttpError, invalidField, unauthorized } from '../../lib/http-error'
import { normalizeCode } from '../../lib/persian'
import { noticeCounts } from '../notifications/inbox'
import { findById, passwordSignIn, type UserChanges, updateUser } from './account'
import { consumeCode, type OtpPurpose, requestCode } from './otp'
import { hashPassword, passwordProblem, verifyPassword } from './passwords'
import { revokeSession, revokeUserSessions, rotate, sessionOfRefresh, startSession } from './tokens'
import { addRole, findByPhone, findOrCreate, profileOf } from './users'

const PHONE_INVALID = 'شماره موبایل معتبر نیست'
const CODE_FORMAT = 'کد تأیید باید عدد باشد'
const CODE_SENT = 'کد تأیید ارسال شد'

function phoneOf(input: string, field = 'body.phone'): string {
  const phone = normalizeMobile(input)
  if (!phone) throw invalidField(field, PHONE_INVALID)
  return phone
}

function codeOf(input: string): string {
  const code = normalizeCode(input)
  if (!code) throw invalidField('body.code', CODE_FORMAT)
  return code
}

function passwordOf(input: string, field = 'body.new_password'): string {
  const problem = passwordProblem(input)
  if (problem) throw invalidField(field, problem)
  return input
}

export const authHandlers = defineHandlers({
  requestOtp: {
    async handler({ app, body, req }) {
      const phone = phoneOf(body.phone)
      const purpose: OtpPurpose = body.purpose ?? 'login'
      const deps = app.deps.otp
      // Reset and phone change codes go only where they make sense, but the answer never tells.
      let deliver = true
      if (purpose === 'reset') deliver = !!(await findByPhone(app.deps.db, phone))
      if (purpose === 'change_phone') deliver = !(await findByPhone(app.deps.db, phone))
      const sent = await requestCode(deps, { phone, purpose, ip: req.ip, deliver })
      return { detail: CODE_SENT, ...sent }
    },
  },

  requestRegisterCode: {
    async handler({ app, body, req }) {
      const phone = phoneOf(body.phone)
      const sent = await requestCode(app.deps.otp, { phone, purpose: 'register', ip: req.ip })
      return { detail: CODE_SENT, ...sent }
    },
  },

  verifyOtp: {
    async handler({ app, body, req }) {
      const phone = phoneOf(body.phone)
      await consumeCode(app.deps.otp, { phone, purpose: 'login', code: codeOf(body.code) })
      const { user, created } = await findOrCreate(app.deps.db, phone, body.name)
      const tokens = await startSession(app.deps.tokens, user.id, req.headers['user-agent'])
      return { ...tokens, is_new_user: created, user: profileOf(user) }
    },
  },

  verifyRegisterCode: {
    async handler({ app, body, req }) {
      const phone = phoneOf(body.phone)
      await consumeCode(app.deps.otp, { phone, purpose: 'register', code: codeOf(body.code) })
      const { user: found, created } = await findOrCreate(app.deps.db, phone, body.name)
      const user = await addRole(app.deps.db, found.id, 'provider')
      const tokens = await startSession(app.deps.tokens, user.id, req.headers['user-agent'])
      return { ...tokens, is_new_user: created, user: profileOf(user) }
    },
  },

  loginWithPassword: {
    async handler({ app, body, req }) {
      const user = await passwordSignIn(app.deps.db, phoneOf(body.phone), body.password)
      const tokens = await startSession(app.deps.tokens, user.id, req.headers['user-agent'])
      return { ...tokens, is_new_user: false, user: profileOf(user) }
    },
  },

  refreshTokens: {
    async handler({ app, query }) {
      const { userId, ...tokens } = await rotate(app.deps.tokens, query.refresh_token)
      const user = await findById(app.deps.db, userId)
      if (!user) throw unauthorized()
      return { ...tokens, user: profileOf(user) }
    },
  },

  logout: {
    async handler({ app, query, user }) {
      // Ends the session of the refresh token (or of the bearer token when only that is sent).
      const sessionId = query.refresh_token ? await sessionOfRefresh(app.deps.db, query.refresh_token) : null
      const target = sessionId ?? user?.sessionId
      if (target) await revokeSession(app.deps.db, target, 'logout')
      return { detail: 'خروج انجام شد' }
    },
  },

  getProfile: {
    async handler(ctx) {
      const me = signedIn(ctx)
      // The bell's counts come with the session, so the header makes no call of its own.
      return { ...profileOf(me), notices: await noticeCounts(ctx.app.deps.db, me.id) }
    },
  },

  updateProfile: {
    async handler(ctx) {
      const me = signedIn(ctx)
      const { body, app } = ctx
      const changes: UserChanges = {}
      if (body.name !== undefined) {
        const name = body.name.trim()
        if (name.length < 2) throw invalidField('body.name', 'نام باید دست‌کم ۲ نویسه باشد')
        changes.name = name
      }
      if (body.phone !== undefined) {
        const phone = phoneOf(body.phone)
        if (phone !== me.phone) {
          if (!body.code) throw invalidField('body.code', 'برای تغییر شماره، کد تأیید ارسال‌شده به شماره جدید لازم است')
          if (await findByPhone(app.deps.db, phone)) throw conflict('این شماره موبایل متعلق به حساب دیگری است')
          await consumeCode(app.deps.otp, { phone, purpose: 'change_phone', code: codeOf(body.code) })
          changes.phone = phone
        }
      }
      return profileOf(await updateUser(app.deps.db, me.id, changes))
    },
  },

  setPassword: {
    async handler(ctx) {
      const me = signedIn(ctx)
      const { body, app } = ctx
      const row = await findById(app.deps.db, me.id)
      if (row?.passwordHash && !(await verifyPassword(body.current_password ?? '', row.passwordHash))) {
        throw invalidField('body.current_password', 'رمز عبور فعلی نادرست است')
      }
      const passwordHash = await hashPassword(passwordOf(body.new_password))
      await updateUser(app.deps.db, me.id, { passwordHash })
      await revokeUserSessions(app.deps.db, me.id, 'password_changed', me.sessionId)
      return { detail: 'رمز عبور ذخیره شد' }
    },
  },

  resetPassword: {
    async handler({ app, body }) {
      const phone = phoneOf(body.phone)
      const password = passwordOf(body.new_password)
      await consumeCode(app.deps.otp, { phone, purpose: 'reset', code: codeOf(body.code) })
      const user = await findByPhone(app.deps.db, phone)
      if (!user) throw new HttpError(400, 'کد تأیید منقضی شده است؛ لطفا کد جدید درخواست کنید')
      const passwordHash = await hashPassword(password)
      await updateUser(app.deps.db, user.id, { passwordHash })
      await revokeUserSessions(app.deps.db, user.id, 'password_reset')
      return { detail: 'رمز عبور تغییر کرد؛ لطفا دوباره وارد شوید' }
    },
  },
})
