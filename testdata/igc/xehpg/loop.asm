//.kernel loop
//.platform DG2
//.thread_config numGRF=128, numAcc=4, numSWSB=16
//.options_string "-dumpvisa -dumpcommonisa -output -binary -fusedCallWA 1 "
//.full_options "-TotalGRFNum 128 -output -binary -dumpcommonisa -dumpvisa -LSCBackupMode -fusedCallWA 1 "
//.instCount 38
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r3.3)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r3.4)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r2.7)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r3.0)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r3.1)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r3.2)
//.declare %tsc (21)  rf=r size=20 type=ud align=2 words
//.declare %arg (22)  rf=r size=0 type=ud align=16 words (r26.0)
//.declare %retval (23)  rf=r size=0 type=ud align=16 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V32 (38)  rf=r size=8 type=q align=4 words (r2.1)
//.declare V33 (39)  rf=r size=8 type=q align=4 words (r2.2)
//.declare V34 (40)  rf=r size=4 type=d align=2 words (r2.6)
//.declare V35 (41)  rf=r size=8 type=q align=4 words (r2.0)
//.declare V36 (42)  rf=r size=32 type=d align=16 words (r1.0)
//.declare P1 (44)  rf=f1  size=2 type=uw align=1 words (f1.1)
//.declare V38 (45)  rf=r size=4 type=d align=2 words (r2.0)
//.declare P2 (46)  rf=f1  size=2 type=uw align=1 words (f1.0)
//.declare V39 (47)  rf=r size=32 type=d align=16 words (r3.0)
//.declare V40 (48)  rf=r size=8 type=uq alias=V32+0 align=4 words (r2.1)
//.declare  (49)  rf=r size=32 type=ud align=16 words (r4.0)
//.declare V41 (50)  rf=r size=4 type=d alias=V34+0 align=2 words (r2.6)
//.declare V42 (51)  rf=r size=32 type=d alias=V39+0 align=16 words (r3.0)
//.declare V43 (52)  rf=r size=32 type=d alias=V36+0 align=16 words (r1.0)
//.declare V44 (53)  rf=r size=4 type=d alias=V38+0 align=2 words (r2.0)
//.declare V45 (54)  rf=r size=8 type=uq alias=V33+0 align=4 words (r2.2)
//.declare  (55)  rf=r size=32 type=ud align=16 words (r5.0)
//.declare  (56)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare  (57)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (58)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (59)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare  (60)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare  (61)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare  (62)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (63)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (64)  rf=r size=32 type=ud align=16 words (r1.0)
//.declare  (65)  rf=r size=32 type=ud align=16 words (r2.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V32      | :q       |      8 | r2+8     | general    |
// | V33      | :q       |      8 | r2+16    | general    |
// | V34      | :d       |      4 | r2+24    | general    |
// | V35      | :q       |      8 | r2       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
per_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {A@1}             // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw                             // 
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x20:uw              {I@2}          // 
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x20:uw              {I@1} // 
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x021842FD           {A@1,$0} // wr:1h+0, rd:1; oword aligned block read x2 // $14
        nop                                                                                          // 
        nop                                                                                          // 
// B001: Preds:{B000},  Succs:{B002}
// cross_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$0.src}          // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     send.dc0 (8|M0)          r2       r127    null:0  0x0            0x021842FD           {A@1,$1} // wr:1h+0, rd:1; oword aligned block read x2 // $14
// B002: Preds:{B001},  Succs:{B003, B005}
// loop_BB_0:
(W)     send.ugm (1|M0)          r7       r0      null:0  0x0            0x0214171F           {$2} // wr:1+0, rd:1; fence.ugm.evict.gpu // $14
(W)     mov (8|M0)               null<1>:ud    r7.0<1;1,0>:ud                   {$2.dst}             //  memory fence commit; $14
(W)     send.ugm (1|M0)          r8       r0      null:0  0x0            0x0210271F           {$3} // wr:1+0, rd:1; fence.ugm.invalidate.gpu // $14
(W)     mov (1|M0)               r4.0<1>:ud    r2.2<0;1,0>:ud                   {$1.dst}             // $1
(W)     mov (1|M0)               r4.1<1>:ud    r2.3<0;1,0>:ud                                        // $1
        cmp (1|M0)    (lt)f1.1   null<1>:d     r2.6<0;1,0>:d     1:w                                 // $4
(W)     mov (8|M0)               null<1>:ud    r8.0<1;1,0>:ud                   {$3.dst}             //  memory fence commit; $1
(W)     send.dc1 (8|M0)          r1       r4      null:0  0x0            0x021D02FF           {A@3,$0} // wr:1h+0, rd:1; a64 unaligned oword block read x2 // $1
        mov (8|M0)               r3.0<1>:d     0:w                                                   // $3
(W)     and (1|M0)               f0.1<1>:uw    f1.1<0;1,0>:uw    0x1:uw                              // $5
(f0.1.any8h) goto (8|M0)                     BB_1              BB_1                                  // $5
// B003: Preds:{B002},  Succs:{B004}
_loop_k0_0_:
        mov (1|M0)               r2.0<1>:d     0:w                                                   // $6
// B004: Preds:{B004, B003},  Succs:{B005, B004}
BB_2:
        sync.nop                             null                             {Compacted,$0.dst}     // $8
        add3 (8|M0)              r3.0<1>:d     r3.0<1;0>:d       r1.0<1;0>:d       r2.0<0>:d        {I@1} // $8 R{} IR{}{O:0,E:0,O:0,},  {BC=1}
        add (1|M0)               r2.0<1>:d     r2.0<0;1,0>:d     1:w               {Compacted}       // $9
        cmp (1|M0)    (eq)f1.0   null<1>:d     r2.0<0;1,0>:d     r2.6<0;1,0>:d    {I@1}              // $10
(W)     and (1|M0)               f0.0<1>:uw    f1.0<0;1,0>:uw    0x1:uw                              // $11
(~f0.0.any8h) goto.b (8|M0)                  BB_1              BB_2                                  // $11
// B005: Preds:{B004, B002},  Succs:{}
BB_1:
        join (8|M0)                          L464                                                    // 
L464:
(W)     mov (1|M0)               r5.0<1>:ud    r2.4<0;1,0>:ud                                        // $13
(W)     mov (1|M0)               r5.1<1>:ud    r2.5<0;1,0>:ud                                        // $13
(W)     mov (8|M0)               r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}          // $14
(W)     send.dc1 (8|M0)          null     r5      r3:1    0x0            0x020D42FF           {A@1,$4} // wr:1h+1, rd:0; a64 unaligned oword block write x2 // $13
(W)     send.ugm (1|M0)          r6       r0      null:0  0x0            0x0210031F           {$5} // wr:1+0, rd:1; fence.ugm.none.local // $14
(W)     mov (8|M0)               null<1>:ud    r6.0<1;1,0>:ud                   {$5.dst}             //  memory fence commit; $14
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread // $14
L568:
        nop                                                                                          // $14


//.BankConflicts: 1
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 38
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
