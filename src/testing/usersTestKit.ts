/** Users the User Management tests share: an admin with a role, and a customer. */
export const TWO_USERS = [
  {
    id: 'u9',
    fullName: 'Meera Nair',
    email: 'meera@shop.in',
    isAdmin: true,
    role: 'Support Lead',
    createdAt: { seconds: 1_772_000_000, nanoseconds: 0 },
  },
  {
    id: 'u8',
    fullName: 'Rohan Iyer',
    email: 'rohan@example.in',
    isAdmin: false,
    createdAt: { seconds: 1_771_000_000, nanoseconds: 0 },
  },
];
