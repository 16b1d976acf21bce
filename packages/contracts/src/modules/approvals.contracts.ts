import { z } from 'zod';
import { defineRoute, menuAccess, sessionAccess } from '../route.ts';
import { v } from '../validation.ts';
import { IdParamsSchema, int32, OkSchema, queryInt32, TimestampSchema, VersionSchema } from '../common.ts';
import { defineApiModule } from '../api-module.ts';
import { multiLine } from '../text.ts';
import { FilterQuerySchema } from './employees/filters.ts';

/**
 * Approvals: workflows (ordered levels of approvers), which workflow a kind of request follows, and
 * the requests themselves with their steps. The kinds of request are named here, once, since the
 * wire's enums need all of them; the module owning a kind attaches its hooks by registering it
 * (server `approvalKinds`). A later kind is one entry here and its registration.
 */
export const APPROVAL_KINDS = ['timeOff', 'overtime', 'claim', 'exemptionRequest', 'bankAccountChange', 'salaryIncrement'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

/**
 * Who approves at a level: the requester's manager (N levels up), the head of the requester's
 * department, named users, or everyone with a role. Where a department has no head who can
 * approve (none named, the head has no approving account, or the requester is the head), the
 * requester's own manager stands in, and the request's history says why.
 */
export const APPROVER_TYPES = ['manager', 'departmentHead', 'users', 'role'] as const;
export type ApproverType = (typeof APPROVER_TYPES)[number];
/** 'any': one approval decides the level; 'all': every approver of the level must approve. */
export const APPROVAL_MODES = ['any', 'all'] as const;
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'cancelled', 'changed'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
/** 'reroute': a level's approvers stood in for the ones the workflow names; 'skip': a level had nobody to approve. */
export const APPROVAL_ACTIONS = ['submit', 'approve', 'reject', 'cancel', 'change', 'escalate', 'reroute', 'skip'] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];
/** Why a level was rerouted or skipped when the request started. */
export const APPROVAL_STEP_REASONS = [
  'noDepartmentHead',
  'departmentHeadCannotApprove',
  'requesterIsDepartmentHead',
  'noApprover',
] as const;
export type ApprovalStepReason = (typeof APPROVAL_STEP_REASONS)[number];

export const WORKFLOW_LEVELS_MAX = 10;
export const LEVEL_USERS_MAX = 20;
export const BULK_DECISIONS_MAX = 100;

const WorkflowNameSchema = z.string({ error: v.required }).trim().min(1, { error: v.required }).max(100, { error: v.tooLong });

export const WorkflowLevelSchema = z
  .strictObject({
    approverType: z.enum(APPROVER_TYPES, { error: v.required }),
    /** For 'manager': 1 is the requester's own manager, 2 the manager's manager, … */
    managerLevels: int32().min(1, { error: v.validNumber }).max(5, { error: v.validNumber }).default(1),
    userIds: z.array(z.uuid()).max(LEVEL_USERS_MAX, { error: v.tooLong }).default([]),
    roleId: z.uuid().nullable().default(null),
    mode: z.enum(APPROVAL_MODES).default('any'),
    /** Days a level may wait before it escalates to the next level (the last level: to escalateToUserId). */
    escalateAfterDays: int32().min(1, { error: v.validNumber }).max(365, { error: v.validNumber }).nullable().default(null),
    escalateToUserId: z.uuid().nullable().default(null),
  })
  .superRefine((level, context) => {
    if (level.approverType === 'users' && level.userIds.length === 0)
      context.addIssue({ code: 'custom', path: ['userIds'], message: v.required });
    if (level.approverType === 'role' && !level.roleId) context.addIssue({ code: 'custom', path: ['roleId'], message: v.required });
  });
export type WorkflowLevel = z.infer<typeof WorkflowLevelSchema>;

const WorkflowFieldsSchema = z.strictObject({
  name: WorkflowNameSchema,
  levels: z.array(WorkflowLevelSchema).min(1, { error: v.required }).max(WORKFLOW_LEVELS_MAX, { error: v.tooLong }),
});
export const CreateWorkflowBodySchema = WorkflowFieldsSchema;
export const UpdateWorkflowBodySchema = WorkflowFieldsSchema.extend({ id: z.uuid(), version: VersionSchema });
export type CreateWorkflowBody = z.infer<typeof CreateWorkflowBodySchema>;
export type UpdateWorkflowBody = z.infer<typeof UpdateWorkflowBodySchema>;

export const WorkflowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  levels: z.array(WorkflowLevelSchema),
  updatedAt: TimestampSchema,
  version: VersionSchema,
});
export type Workflow = z.infer<typeof WorkflowSchema>;

/**
 * Which workflow a kind follows for a group of employees: those of some departments, those the
 * advanced filter lets through (the employee list's filter), or both at once. Neither: the kind's
 * company default, which applies only when no rule covers the employee.
 */
export const AssignmentSchema = z.strictObject({
  workflowId: z.uuid(),
  departmentIds: z.array(z.uuid()).max(200, { error: v.tooLong }).default([]),
  filter: FilterQuerySchema.nullable().default(null),
});
export type Assignment = z.infer<typeof AssignmentSchema>;
/** A rule with neither departments nor filter rules nor chosen employees: the company default. */
export const isDefaultAssignment = (assignment: {
  readonly departmentIds: readonly string[];
  readonly filter: { readonly rules?: readonly unknown[]; readonly employeeIds?: readonly string[] } | null;
}) =>
  assignment.departmentIds.length === 0 &&
  (assignment.filter === null || ((assignment.filter.rules ?? []).length === 0 && (assignment.filter.employeeIds ?? []).length === 0));
export const KindAssignmentsSchema = z
  .strictObject({
    kind: z.enum(APPROVAL_KINDS),
    /** Rules in order: the first that covers the employee decides; the default (at most one) when none does. */
    assignments: z.array(AssignmentSchema).max(50, { error: v.tooLong }),
  })
  .refine((body) => body.assignments.filter(isDefaultAssignment).length <= 1, { path: ['assignments'], error: v.invalidOption });
export type KindAssignments = z.infer<typeof KindAssignmentsSchema>;

export const DelegationBodySchema = z
  .strictObject({
    userId: z.uuid(),
    delegateUserId: z.uuid(),
    from: z.iso.date({ error: v.validFormat }),
    to: z.iso.date({ error: v.validFormat }),
  })
  .refine((d) => d.from <= d.to, { path: ['to'], error: v.endBeforeStart })
  .refine((d) => d.userId !== d.delegateUserId, { path: ['delegateUserId'], error: v.invalidOption });
export const DelegationSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  userName: z.string(),
  delegateUserId: z.uuid(),
  delegateName: z.string(),
  from: z.string(),
  to: z.string(),
});
export type Delegation = z.infer<typeof DelegationSchema>;

export const ApprovalStepSchema = z.object({
  level: z.number().int(),
  action: z.enum(APPROVAL_ACTIONS),
  /** Why a level was rerouted or skipped. */
  reason: z.enum(APPROVAL_STEP_REASONS).nullable(),
  userName: z.string(),
  onBehalfOfName: z.string().nullable(),
  comment: z.string().nullable(),
  at: TimestampSchema,
});
export type ApprovalStep = z.infer<typeof ApprovalStepSchema>;

export const ApprovalRequestSchema = z.object({
  id: z.uuid(),
  kind: z.enum(APPROVAL_KINDS),
  status: z.enum(APPROVAL_STATUSES),
  employeeName: z.string(),
  requestedByName: z.string(),
  summary: z.record(z.string(), z.union([z.string(), z.number()])),
  workflowName: z.string(),
  currentLevel: z.number().int(),
  levelCount: z.number().int(),
  createdAt: TimestampSchema,
  decidedAt: TimestampSchema.nullable(),
});
export type ApprovalRequest = z.infer<typeof ApprovalRequestSchema>;

export const ApprovalRequestDetailSchema = ApprovalRequestSchema.extend({
  /** Who still has to decide the current level (empty once decided). */
  nextApprovers: z.array(z.string()),
  /** The caller may decide it now (it waits on them, or on someone they stand in for). */
  waitingOnMe: z.boolean(),
  steps: z.array(ApprovalStepSchema),
  /** The files the request carries (a medical certificate, receipts), opened from the request. */
  documents: z.array(z.object({ id: z.uuid(), name: z.string() })),
});

const tags = ['approvals'];

export const listWorkflows = defineRoute({
  method: 'GET',
  path: '/approvals/workflows',
  summary: "The company's approval workflows",
  tags,
  permission: menuAccess('workflow', 'view'),
  response: z.array(WorkflowSchema),
});
export const createWorkflow = defineRoute({
  method: 'POST',
  path: '/approvals/workflows',
  summary: 'Add a workflow',
  tags,
  permission: menuAccess('workflow', 'edit'),
  body: CreateWorkflowBodySchema,
  response: WorkflowSchema,
});
export const updateWorkflow = defineRoute({
  method: 'PUT',
  path: '/approvals/workflows',
  summary: 'Change a workflow; requests already started keep the chain they started with',
  tags,
  permission: menuAccess('workflow', 'edit'),
  body: UpdateWorkflowBodySchema,
  response: WorkflowSchema,
});
export const deleteWorkflow = defineRoute({
  method: 'DELETE',
  path: '/approvals/workflows/:id',
  summary: 'Delete a workflow; refused (409 WORKFLOW_IN_USE) while assignments or pending requests use it',
  tags,
  permission: menuAccess('workflow', 'edit'),
  params: IdParamsSchema,
  response: OkSchema,
});

export const listAssignments = defineRoute({
  method: 'GET',
  path: '/approvals/assignments',
  summary: 'Which workflow each kind of request follows, by department and by advanced filter, in priority order',
  tags,
  cache: { reads: ['approvals', 'organisation', 'employees'] },
  permission: menuAccess('approvalAssignment', 'view'),
  response: z.array(KindAssignmentsSchema),
});
export const saveAssignments = defineRoute({
  method: 'PUT',
  path: '/approvals/assignments',
  summary: "Replace one kind's assignments (in order, the first matching rule wins; no departments and no filter = the company default)",
  tags,
  permission: menuAccess('approvalAssignment', 'edit'),
  body: KindAssignmentsSchema,
  response: KindAssignmentsSchema,
});

export const listDelegations = defineRoute({
  method: 'GET',
  path: '/approvals/delegations',
  summary: 'Who stands in for whom, and when',
  tags,
  permission: menuAccess('approval', 'view'),
  response: z.array(DelegationSchema),
});
export const createDelegation = defineRoute({
  method: 'POST',
  path: '/approvals/delegations',
  summary: 'Name a delegate who decides in an approver’s name between two dates',
  tags,
  permission: menuAccess('approval', 'edit'),
  body: DelegationBodySchema,
  response: DelegationSchema,
});
export const deleteDelegation = defineRoute({
  method: 'DELETE',
  path: '/approvals/delegations/:id',
  summary: 'End a delegation',
  tags,
  permission: menuAccess('approval', 'edit'),
  params: IdParamsSchema,
  response: OkSchema,
});

export const listApprovalRequests = defineRoute({
  method: 'GET',
  path: '/approvals/requests',
  readsOnly: true,
  summary: "What waits for the caller's decision, or what the caller decided ('decided'), newest first",
  tags,
  permission: menuAccess('approvals', 'view'),
  query: z.strictObject({
    tab: z.enum(['pending', 'decided']).default('pending'),
    kind: z.enum(APPROVAL_KINDS).optional(),
    start: queryInt32().min(0).default(0),
    length: queryInt32().min(1).max(200).default(20),
  }),
  response: z.object({
    data: z.array(ApprovalRequestSchema),
    total: z.number().int(),
    /** Pending counts by kind (the tabs' badges). */
    counts: z.record(z.string(), z.number().int()),
  }),
});
export const getApprovalRequest = defineRoute({
  method: 'GET',
  path: '/approvals/requests/:id',
  summary:
    'One request with its chain: who decided, who is next, comments (its requester, its approvers within their data scope, or the whole company’s scope)',
  tags,
  // The requester follows their own request whatever their role; the service checks who else may.
  permission: sessionAccess,
  params: IdParamsSchema,
  response: ApprovalRequestDetailSchema,
});
export const getApprovalDocument = defineRoute({
  method: 'GET',
  path: '/approvals/requests/:id/documents/:fileId',
  summary: 'A file the request carries (a medical certificate, a receipt), for whoever may see the request: 404 otherwise',
  tags,
  permission: sessionAccess,
  params: z.strictObject({ id: z.uuid(), fileId: z.uuid() }),
  produces: 'file',
  fileTypes: ['application/pdf', 'image/png', 'image/jpeg'],
  response: z.unknown(),
});
export const decideApprovalRequests = defineRoute({
  method: 'POST',
  path: '/approvals/requests/decide',
  summary: 'Approve or reject one or more requests (a reason is required to reject); 409 ALREADY_DECIDED when another approver was first',
  tags,
  // A decision applies the request to its record (an employee's bank account).
  cache: { changes: ['approvals', 'employees'] },
  permission: menuAccess('approvals', 'edit'),
  body: z
    .strictObject({
      ids: z.array(z.uuid()).min(1, { error: v.required }).max(BULK_DECISIONS_MAX, { error: v.tooLong }),
      decision: z.enum(['approve', 'reject']),
      comment: multiLine(z.string().trim().max(1000, { error: v.tooLong })).default(''),
    })
    .refine((body) => body.decision !== 'reject' || body.comment.length > 0, { path: ['comment'], error: v.required }),
  response: z.object({ decided: z.number().int() }),
});

export const approvalsApi = defineApiModule({
  name: 'approvals',
  menu: ['approvals', 'workflow', 'approval', 'approvalAssignment'],
  records: [{ name: 'approvalRequest', path: '/approvals/requests/:id', under: 'approvals' }],
});
