//.kernel compare_select_w16
//.platform DG2
//.thread_config numGRF=128, numAcc=4, numSWSB=16
//.options_string "-dumpvisa -dumpcommonisa -output -binary -fusedCallWA 1 "
//.full_options "-TotalGRFNum 128 -output -binary -dumpcommonisa -dumpvisa -LSCBackupMode -fusedCallWA 1 "
//.instCount 53
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r3.4)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r3.5)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r3.0)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r3.1)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r3.2)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r3.3)
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
//.declare V34 (40)  rf=r size=8 type=q align=4 words (r2.0)
//.declare V35 (41)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V36 (42)  rf=r size=64 type=f align=16 words (r5.0)
//.declare P1 (43)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V37 (44)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V38 (45)  rf=r size=8 type=q align=4 words (r2.3)
//.declare V39 (46)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V41 (48)  rf=r size=32 type=d align=16 words (r1.0)
//.declare V42 (49)  rf=r size=32 type=d align=16 words (r11.0)
//.declare V43 (50)  rf=r size=32 type=d align=16 words (r12.0)
//.declare V46 (53)  rf=r size=32 type=d align=16 words (r13.0)
//.declare V47 (54)  rf=r size=32 type=d align=16 words (r14.0)
//.declare V48 (55)  rf=r size=32 type=d align=16 words (r15.0)
//.declare V50 (57)  rf=r size=128 type=q align=16 words (r16.0)
//.declare P2 (58)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare P3 (59)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare P4 (60)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare P5 (61)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V51 (62)  rf=r size=8 type=uq alias=V32+0 align=4 words (r2.1)
//.declare  (63)  rf=r size=32 type=ud align=16 words (r20.0)
//.declare V52 (64)  rf=r size=8 type=uq alias=V33+0 align=4 words (r2.2)
//.declare  (65)  rf=r size=32 type=ud align=16 words (r21.0)
//.declare V53 (66)  rf=r size=64 type=q alias=V39+0 align=16 words (r9.0)
//.declare V54 (67)  rf=r size=32 type=d alias=V41+0 align=16 words (r1.0)
//.declare V56 (69)  rf=r size=32 type=ud alias=V42+0 align=16 words (r11.0)
//.declare V57 (70)  rf=r size=32 type=ud alias=V43+0 align=16 words (r12.0)
//.declare V58 (71)  rf=r size=64 type=ud alias=V39+0 align=16 words (r9.0)
//.declare V59 (72)  rf=r size=32 type=ud alias=V41+0 align=16 words (r1.0)
//.declare V61 (74)  rf=r size=32 type=d alias=V43+0 align=16 words (r12.0)
//.declare V62 (75)  rf=r size=64 type=d alias=V39+0 align=16 words (r9.0)
//.declare V63 (76)  rf=r size=128 type=d alias=V50+0 align=16 words (r16.0)
//.declare V64 (77)  rf=r size=32 type=d alias=V46+0 align=16 words (r13.0)
//.declare V66 (79)  rf=r size=32 type=ud alias=V47+0 align=16 words (r14.0)
//.declare V67 (80)  rf=r size=32 type=ud alias=V48+0 align=16 words (r15.0)
//.declare V68 (81)  rf=r size=32 type=ud alias=V46+0 align=16 words (r13.0)
//.declare V70 (83)  rf=r size=32 type=d alias=V48+0 align=16 words (r15.0)
//.declare V71 (84)  rf=r size=64 type=d alias=V35+0 align=16 words (r3.0)
//.declare V72 (85)  rf=r size=128 type=uq alias=V50+0 align=16 words (r16.0)
//.declare  (86)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (87)  rf=r size=32 type=uw align=16 words (r22.0)
//.declare  (88)  rf=r size=32 type=uw align=16 words (r23.0)
//.declare  (89)  rf=r size=32 type=uw align=16 words (r24.0)
//.declare  (90)  rf=r size=32 type=uw align=16 words (r25.0)
//.declare  (91)  rf=r size=16 type=w align=8 words (r26.0)
//.declare  (92)  rf=r size=16 type=w align=8 words (r26.8)
//.declare  (93)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (97)  rf=r size=32 type=ud align=16 words (r27.0)
//.declare  (98)  rf=r size=32 type=ud align=16 words (r28.0)
//.declare  (99)  rf=r size=32 type=ud align=16 words (r29.0)
//.declare  (100)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (101)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (102)  rf=r size=32 type=ud align=16 words (r1.0)
//.declare  (103)  rf=r size=32 type=ud align=16 words (r2.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V32      | :q       |      8 | r2+8     | general    |
// | V33      | :q       |      8 | r2+16    | general    |
// | V38      | :q       |      8 | r2+24    | general    |
// | V34      | :q       |      8 | r2       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
per_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {A@1}             // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw                             // 
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x20:uw              {I@2}          // 
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x20:uw              {I@1} // 
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x021842FD           {A@1,$0} // wr:1h+0, rd:1; oword aligned block read x2 // $23
        nop                                                                                          // 
        nop                                                                                          // 
// B001: Preds:{B000},  Succs:{B002}
// cross_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$0.src}          // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     send.dc0 (8|M0)          r2       r127    null:0  0x0            0x021842FD           {A@1,$1} // wr:1h+0, rd:1; oword aligned block read x2 // $23
// B002: Preds:{B001},  Succs:{}
// compare_select_w16_BB_0:
(W)     send.ugm (1|M0)          r28      r0      null:0  0x0            0x0214171F           {$2} // wr:1+0, rd:1; fence.ugm.evict.gpu // $23
(W)     mov (8|M0)               null<1>:ud    r28.0<1;1,0>:ud                  {$2.dst}             //  memory fence commit; $23
(W)     send.ugm (1|M0)          r29      r0      null:0  0x0            0x0210271F           {$3} // wr:1+0, rd:1; fence.ugm.invalidate.gpu // $23
(W)     mov (1|M0)               r20.0<1>:ud   r2.2<0;1,0>:ud                   {$1.dst}             // $1
(W)     mov (1|M0)               r20.1<1>:ud   r2.3<0;1,0>:ud                                        // $1
(W)     mov (1|M0)               r21.0<1>:ud   r2.4<0;1,0>:ud                                        // $2
(W)     mov (1|M0)               r21.1<1>:ud   r2.5<0;1,0>:ud                                        // $2
(W)     mov (8|M0)               null<1>:ud    r29.0<1;1,0>:ud                  {$3.dst}             //  memory fence commit; $1
(W)     send.dc1 (16|M0)         r3       r20     null:0  0x0            0x022D03FF           {A@4,$4} // wr:1h+0, rd:2; a64 unaligned oword block read x4 // $1
(W)     send.dc1 (16|M0)         r5       r21     null:0  0x0            0x022D03FF           {A@2,$5} // wr:1h+0, rd:2; a64 unaligned oword block read x4 // $2
(W)     mov (1|M0)               r2.0<1>:hf    0x1:hf                                                // $20
        mov (8|M0)               r26.0<1>:w    0x52FC9630:uv                                         // $7
        mov (8|M0)               r9.0<2>:ud    r2.6<0;1,0>:ud                                        // $5
        mov (8|M0)               r26.8<1>:w    0xDA741EB8:uv                                         // $13
        mov (8|M0)               r9.1<2>:ud    r2.7<0;1,0>:ud                                        // $5
        sync.nop                             null                             {Compacted,$0.dst}     // $7
        mul (8|M0)               r1.0<1>:d     r26.0<1;1,0>:w    4:w               {I@4}             // $7
        mul (8|M0)               r13.0<1>:d    r26.8<1;1,0>:w    4:w               {I@3}             // $13
        addc (8|M0)              r11.0<1>:ud   r9.0<2;1,0>:ud    r1.0<1;1,0>:ud   {AccWrEn,Compacted,I@2} // $8
(W)     mov (8|M0)               r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}          // $23
        mov (8|M0)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $8
        addc (8|M0)              r14.0<1>:ud   r9.0<2;1,0>:ud    r13.0<1;1,0>:ud  {AccWrEn,Compacted,I@3} // $14
        mov (8|M0)               r16.0<2>:d    r11.0<1;1,0>:d                   {I@3}                // $9
        mov (8|M0)               r15.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $14
        add3 (8|M0)              r16.1<2>:d    r12.0<1;0>:d      r9.1<4;2>:d       0:w               {I@4} // $10
        mov (8|M0)               r18.0<2>:d    r14.0<1;1,0>:d                   {I@4}                // $15
        add3 (8|M0)              r18.1<2>:d    r15.0<1;0>:d      r9.1<4;2>:d       0:w               {I@3} // $16
        cmp (16|M0)   (gt)f1.1   null<1>:d     r3.0<1;1,0>:d     100:w               {$4.dst}        // $18
        cmp (16|M0)   (lt)f1.0   null<1>:f     r5.0<1;1,0>:f     0.5:f               {Compacted,$5.dst} // $3
(f1.1)  sel (16|M0)              acc0.0<1>:uw  r2.0<0;1,0>:uw    0x0:uw              {F@3}           // $20
(f1.0)  sel (16|M0)              acc2.0<1>:uw  r2.0<0;1,0>:uw    0x0:uw                              // $20
        cmp (16|M0)   (eq)f0.0   null<1>:d     r3.0<1;1,0>:d     7:w               {Compacted,F@1}   // $19
        and (16|M0)   (ne)f0.1   null<1>:uw    acc2.0<1;1,0>:uw  acc0.0<1;1,0>:uw                    // $20
(f0.0)  sel (16|M0)              acc0.0<1>:uw  r2.0<0;1,0>:uw    0x0:uw                              // $21
(f0.1)  sel (16|M0)              acc2.0<1>:uw  r2.0<0;1,0>:uw    0x0:uw                              // $21
        or (16|M0)    (ne)f0.0   null<1>:uw    acc2.0<1;1,0>:uw  acc0.0<1;1,0>:uw                    // $21
(f1.0)  sel (16|M0)              r7.0<1>:d     r3.0<1;1,0>:d     -1:w               {Compacted}      // $4
(f0.0)  send.dc1 (16|M0)         null     r16     r7:2    0x0            0x080691FF           {A@1,$6} // wr:4+2, rd:0; a64 dword scattering write // $22
(W)     send.ugm (1|M0)          r27      r0      null:0  0x0            0x0210031F           {$7} // wr:1+0, rd:1; fence.ugm.none.local // $23
(W)     mov (8|M0)               null<1>:ud    r27.0<1;1,0>:ud                  {$7.dst}             //  memory fence commit; $23
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread // $23
L760:
        nop                                                                                          // $23


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 65
//
//.RMWs: 0
//
//.accSubDef: 4
//.accSubUse: 4
//.accSubCandidateDef: 4
//.accSubCandidateUse: 4
