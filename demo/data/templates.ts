/**
 * Starter templates of the learner area: small apps to build while taking the courses. `id` is the `appId` query
 * parameter of the templates page; `name` is what the breadcrumb shows for it.
 */
export type StarterTemplate = {
  id: string;
  name: string;
  description: string;
  stack: readonly string[];
  features: readonly string[];
};

export const TEMPLATES: readonly StarterTemplate[] = [
  {
    id: 'todo-api',
    name: 'Todo API',
    description: 'A REST service for task lists: the first project of the Spring Boot course.',
    stack: ['Java 21', 'Spring Boot', 'MySQL'],
    features: ['CRUD endpoints with validation', 'Spring Data repositories', 'Integration tests with MockMvc'],
  },
  {
    id: 'library-catalog',
    name: 'Library Catalog',
    description: 'Books, authors and loans: relational modelling, joins and transactions in practice.',
    stack: ['MySQL', 'Java 21'],
    features: [
      'A normalised schema with foreign keys',
      'Reports with joins and aggregates',
      'Loan checkout in one transaction',
    ],
  },
  {
    id: 'study-tracker',
    name: 'Study Tracker',
    description: 'Log study sessions and see weekly totals: collections, streams and dates in plain Java.',
    stack: ['Java 21'],
    features: ['Records and collections', 'Stream grouping and summing', 'A command-line interface'],
  },
  {
    id: 'expense-splitter',
    name: 'Expense Splitter',
    description: 'Share costs within a group and settle up: a service with a clean domain model.',
    stack: ['Java 21', 'Spring Boot'],
    features: [
      'Domain model with BigDecimal money',
      'Validation and error responses',
      'Unit tests for the settling rules',
    ],
  },
  {
    id: 'quiz-service',
    name: 'Quiz Service',
    description: 'Timed quizzes with scoring: concurrency, persistence and a REST API together.',
    stack: ['Java 21', 'Spring Boot', 'MySQL'],
    features: ['Scheduled quiz deadlines', 'Optimistic locking on answers', 'Pagination and sorting'],
  },
];
