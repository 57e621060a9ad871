# Production-like image: the API serving the built client, on PostgreSQL.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY server/package.json server/
COPY client/package.json client/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund --include=dev
COPY . .
RUN npm run build
EXPOSE 3001
CMD ["npm", "run", "serve"]
