export { AppError, type AppErrorArguments, type AppErrorOptions } from './errors';
export { loadConfig } from './config';
export { createLogger, requestLineWriter, type Logger, type RequestLine } from './logger';
export {
  authenticate,
  createTokenVerifier,
  principalOf,
  requireAuth,
  requireRole,
  roleOf,
  tokenVerifierFromConfig,
  type AuthState,
  type Principal,
  type TokenVerifier,
} from './auth';
export { answerFor, errorBodyOf, errorMiddleware, failedRequestAnswer } from './error-middleware';
export { describeIssues, issuesOf, validate, validateBody, validateQuery, type ValidationIssue } from './validate';
export { createServiceApp, type ServiceAppOptions } from './app';
export { healthRoutes, runReadinessChecks, type HealthRoutesOptions, type ReadinessCheck, type ReadinessChecks } from './health';
export { countAndLogWhenClosed, requestIdHeader, requestIdMiddleware, requestIdOf, requestLogMiddleware } from './http-middleware';
export { currentCorrelationId, withCorrelationId } from './request-context';
export { connectMongo, disconnectMongo, mongoReady } from './mongo';
export { isStoreUnreachable, storeGuard } from './store-guard';
export { httpMetricsMiddleware, metricsRegistry, metricsRoute, recordRequest, type RouteOf } from './metrics';
export { answerPublicRead, gatewayKeepHeader, MicroCache, type KeptAnswer, type MicroCacheOptions } from './micro-cache';
export { claimByInsert, insertOnce, isDuplicateKeyError, type ClaimResult } from './mongo-concurrency';
export { markUpgradeDone, upgradeOnce } from './upgrade-once';
export { runService, startHttpServer, type HttpServer, type HttpServerOptions } from './http';
export { DEFAULT_SHUTDOWN_TIMEOUT_MS, runShutdown, shutdownTimeoutSchema, type ShutdownStep } from './shutdown';
export * from './bus';
export { serviceConfigSchema, type ServiceConfig } from './service-config';
export { TtlCache } from './ttl-cache';
export { isCanonicalApiPath, isCanonicalPath } from './canonical-path';
export { createRouter } from './router';
export { HeldList } from './held-list';
export { findPage, sliceOf, type Slice } from './paging';
export { SerialPasses } from './serial-passes';
export {
  defineService,
  type BroadcastHandlers,
  type EventHandlers,
  type EventingConfig,
  type RouterContext,
  type RuntimeConfig,
  type ServiceContext,
  type ServiceDefinition,
  type ServiceEvents,
  type ServiceRuntime,
} from './service-runtime';
export {
  countLabel,
  drawFrom,
  insertInBatches,
  SCALE_TIER_NAMES,
  SCALE_TIERS,
  scaleObjectId,
  ScaleSeedRefused,
  shareOut,
  withScaleDatabase,
  type Draw,
} from './scale-seed';
export {
  SlidingWindowLimits,
  slidingWindowHit,
  slidingWindowRefund,
  type SlidingWindowCollection,
  type SlidingWindowDocument,
  type SlidingWindowHit,
  type SlidingWindowRule,
  type SlidingWindowTicket,
} from './sliding-window-limit';
export { clientAddressKey } from './client-address';
export { smtpMailer, smtpOptionsOf, type OutgoingMail, type SendMail } from './mail/smtp-mailer';
export { mailConfigShape, type MailConfig } from './mail/mail-config';
export { MailOutboxRelay, planMail, startMailOutboxRelay, type MailOutboxRelayOptions, type PlannedMailRecord } from './mail/mail-outbox';
export { PollingWorker } from './polling-worker';
