/** The console's own texts and resource names (English; defines the shape of id.ts and ms.ts). */
export const en = {
  admin: {
    dashboard: {
      title: 'Dashboard',
      welcome: 'Welcome, %{name}',
      signedInAs: '%{role} of %{company}',
      permissions: 'What you can do',
      allPermissions: 'As HQ you can do everything in the console.',
      noPermissions: 'No permissions have been given to you yet. Please ask HQ.',
      noFigures: 'Sales, orders, agents and commissions will appear here.',
    },
    permission: {
      create_product: 'Create products',
      manage_inventory: 'Manage inventory',
      create_courier: 'Set up couriers',
      promote_demote_suspend: 'Promote, demote and suspend agents',
      manage_orders: 'Manage orders',
      post_content: 'Post content',
      approve_manual_payment: 'Approve manual payments',
      setup_hall_of_fame: 'Set up the hall of fame',
      add_user: 'Add users',
    },
  },
  resources: {
    agents: {
      name: 'Agent |||| Agents',
      fields: { q: 'Search', name: 'Name', email: 'E-mail', username: 'Username', tier: 'Level', status: 'Status' },
    },
  },
};
