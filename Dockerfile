# Production image: the built server and front ends, run against MySQL/MariaDB.
#   docker build -t agenthub .
#   docker run -p 3000:3000 -e DATABASE_URL=mysql://user:pass@db:3306/agenthub -e JWT_SECRET=... -e SECRETS_KEY=... agenthub

FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npx tsc -p tsconfig.build.json --outDir build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/data
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/build ./build
COPY --from=build /app/dist ./dist
COPY --from=build /app/db/reference ./build/db/reference
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "build/server/main.js"]
