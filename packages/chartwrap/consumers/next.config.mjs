// One Next.js app holding both routers: app/ (React Server Components) and pages/.
export default {};
